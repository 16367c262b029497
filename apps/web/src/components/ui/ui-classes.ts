// Class strings shared by several components, so focus and field styles stay identical.

/** Visible keyboard focus ring for buttons, links and other clickable things. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** The box of every text-like field (input, textarea, select trigger, date and time fields). */
export const fieldBox =
  'w-full rounded-lg border border-input bg-surface text-base text-foreground shadow-xs transition-[border-color,box-shadow,background-color] duration-150 outline-none sm:text-sm ' +
  'placeholder:text-subtle-foreground hover:border-border-strong ' +
  'focus:border-primary focus:ring-4 focus:ring-primary/15 ' +
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-muted-foreground disabled:opacity-70 disabled:hover:border-input ' +
  'aria-invalid:border-danger aria-invalid:hover:border-danger aria-invalid:focus:ring-danger/15';

/** Height of single-line fields: 44 px on phones, 40 px from the `sm` breakpoint. */
export const fieldHeight = 'h-11 sm:h-10';
