/** Shown while the first route's guard and chunk load. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-sm text-muted-foreground">
        <span className="size-8 animate-spin rounded-full border-[3px] border-primary/25 border-t-primary" aria-hidden />
        Carregando…
      </div>
    </div>
  );
}
