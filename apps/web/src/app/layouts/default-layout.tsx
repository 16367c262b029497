import { useState } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import { prerenderedPathOfLoad } from '@/lib/server-content';
import { BrandLogo } from './brand-logo';
import { ThemeToggle } from './theme-toggle';

export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <BrandLogo />
        <nav className="flex items-center gap-1 sm:gap-2">
          <Link to="/blog" className="hidden rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground sm:block">
            Blog
          </Link>
          <ThemeToggle />
          <Link to="/login" className="rounded-lg px-3 py-2 text-sm font-medium text-foreground hover:bg-surface-muted">
            Entrar
          </Link>
          <Link
            to="/login/cadastre-se"
            className="hidden rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-sm hover:bg-primary-hover min-[400px]:block"
          >
            Criar conta
          </Link>
        </nav>
      </div>
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Agenda Inteligente. Todos os direitos reservados.</p>
        <nav className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/terms" className="hover:text-foreground">
            Termos de uso
          </Link>
          <Link to="/privacy-policy" className="hover:text-foreground">
            Política de privacidade
          </Link>
          <Link to="/legal/remove-data" className="hover:text-foreground">
            Exclusão de dados
          </Link>
        </nav>
      </div>
    </footer>
  );
}

export function DefaultLayout() {
  const matches = useMatches();
  const leaf = matches.at(-1)?.pathname;
  // A page that arrived pre-rendered is already on screen: fading it in again would flash it.
  const [prerendered] = useState(prerenderedPathOfLoad);
  const fade = (matches.at(-1)?.handle as { fade?: boolean } | undefined)?.fade && leaf !== prerendered;
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className={`flex-1 ${fade ? 'animate-fade-in' : ''}`} key={fade ? leaf : undefined}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
