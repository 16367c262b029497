import { RefreshCw } from 'lucide-react';
import { secondaryAction } from './public-ui';

// Its own file: the booking page shows it too, without loading the company page's modules (issue 17).
export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <p className="text-lg font-semibold text-foreground">Não foi possível abrir esta página</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <button type="button" className={secondaryAction} onClick={onRetry}>
        <RefreshCw aria-hidden /> Tentar novamente
      </button>
    </div>
  );
}
