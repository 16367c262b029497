import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

/**
 * TanStack Query for the areas that read server data. Kept out of the entry chunk so the public
 * pages (/ and /{company_slug}) load less JavaScript first; the client is one shared singleton.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
