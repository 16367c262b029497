import { RefreshCw, TriangleAlert } from 'lucide-react';
import { errorMessage } from '@/lib/http/errors';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** The error state of a section whose data failed to load: the reason and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      variant="inline"
      icon={TriangleAlert}
      title={title}
      description={errorMessage(error)}
      action={
        <Button leftIcon={<RefreshCw />} onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}
