import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, use, type ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './ui-classes';

type TabsVariant = 'segmented' | 'underline';
const VariantContext = createContext<TabsVariant>('segmented');
const FilterContext = createContext(false);

export interface TabsProps extends ComponentProps<typeof TabsPrimitive.Root> {
  /** `segmented`: pill buttons on a grey track; `underline`: page-level tabs with a bottom bar. */
  variant?: TabsVariant;
  /**
   * The tabs filter the list that follows instead of switching panels (no TabsContent): the triggers
   * then point at no panel, since an aria-controls naming a missing element is an ARIA error.
   */
  filter?: boolean;
}

export function Tabs({ variant = 'segmented', filter = false, className, ...props }: TabsProps) {
  return (
    <VariantContext value={variant}>
      <FilterContext value={filter}>
        <TabsPrimitive.Root className={cn('flex flex-col gap-4', className)} {...props} />
      </FilterContext>
    </VariantContext>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const variant = use(VariantContext);
  return (
    <TabsPrimitive.List
      className={cn(
        'flex max-w-full items-center overflow-x-auto [scrollbar-width:none]',
        variant === 'segmented'
          ? 'w-fit gap-1 rounded-xl bg-surface-muted p-1 ring-1 ring-inset ring-border/60'
          : 'w-full gap-1 border-b border-border',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = use(VariantContext);
  const filter = use(FilterContext);
  return (
    <TabsPrimitive.Trigger
      {...(filter ? { 'aria-controls': undefined } : {})}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
        'hover:text-foreground disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
        variant === 'segmented'
          ? 'h-10 rounded-lg px-3.5 sm:h-8 data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:bg-ink-700'
          : '-mb-px h-11 border-b-2 border-transparent px-3 data-[state=active]:border-primary data-[state=active]:text-foreground',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('outline-none', className)} {...props} />;
}
