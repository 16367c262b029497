import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { ChevronDown, Home, SearchX, TriangleAlert } from 'lucide-react';
import { isBotUserAgent } from '@/lib/bot';
import { reportError } from '@/lib/error-reporter';

interface TErrorInfo {
  status: number;
  message: string;
  details: string;
}

function describeError(error: unknown, pathname: string): TErrorInfo {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: string } | string | undefined;
    const message = (typeof data === 'object' && data?.message) || (typeof data === 'string' && data) || error.statusText || 'Erro';
    return { status: error.status, message, details: `${error.status} ${error.statusText}\n${pathname}` };
  }
  if (error instanceof Error) {
    return { status: 500, message: error.message, details: error.stack ?? `${error.name}: ${error.message}` };
  }
  return { status: 500, message: String(error), details: String(error) };
}

export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const info = describeError(error, pathname);
  const [open, setOpen] = useState(false);
  const bot = isBotUserAgent();

  useEffect(() => {
    if (info.status === 404) console.warn(info.message);
    else console.error(error);
    if (info.status >= 500) void reportError(error);
  }, [error, info.status, info.message]);

  if (bot) return null;

  const isNotFound = info.status === 404;
  const Icon = isNotFound ? SearchX : TriangleAlert;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <section className="w-full max-w-lg rounded-2xl border border-border bg-surface p-8 text-center shadow-lg" data-testid="error-page">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-7" aria-hidden />
        </div>
        <p className="text-sm font-semibold tracking-wide text-primary">{isNotFound ? 'Erro 404' : `Erro ${info.status}`}</p>
        <h1 className="mt-1 text-4xl font-bold tracking-tight text-foreground">Ops!</h1>
        <p className="mt-3 text-lg text-foreground">Algo não saiu como esperado</p>
        {isNotFound ? (
          <p className="mt-1 text-sm text-muted-foreground">Não encontramos esta página. Confira o endereço digitado.</p>
        ) : null}
        <p
          className="mt-3 break-words rounded-lg bg-surface-sunken px-3 py-2 font-mono text-xs text-muted-foreground"
          data-testid="error-message"
        >
          {info.message}
        </p>

        <div className="mt-6 text-left">
          <button
            type="button"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            Ver detalhes do erro
            <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
          </button>
          {open && (
            <pre className="mt-2 max-h-56 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-surface-sunken p-3 text-xs text-muted-foreground">
              {info.details}
            </pre>
          )}
        </div>

        <Link
          to="/"
          className="mt-6 inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-brand hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Home className="size-4" aria-hidden />
          Voltar para a página inicial
        </Link>
      </section>
    </main>
  );
}
