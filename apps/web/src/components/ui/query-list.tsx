import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '@/lib/http/errors';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

interface Props<T> {
  query: UseQueryResult<T[]>;
  /** "Não foi possível carregar …" */
  errorTitle: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A list page's states: skeleton while loading, the error with "Tentar novamente", the empty state, or the items. */
export function QueryList<T>({ query, errorTitle, empty, children }: Props<T>) {
  if (query.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        variant="inline"
        icon={TriangleAlert}
        title={errorTitle}
        description={errorMessage(query.error)}
        action={
          <Button leftIcon={<RefreshCw />} onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  return query.data.length ? <ul className="flex flex-col gap-2">{children(query.data)}</ul> : empty;
}
