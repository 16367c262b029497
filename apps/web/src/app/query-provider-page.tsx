import type { ComponentType } from 'react';
import { QueryProvider } from './query-provider';

/** A page inside the query provider, for an area whose layout mounts none (routes/with-query-provider.ts). */
export function inQueryProvider(Page: ComponentType): ComponentType {
  const InQueryProvider = () => (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
  InQueryProvider.displayName = `InQueryProvider(${Page.displayName ?? Page.name})`;
  return InQueryProvider;
}
