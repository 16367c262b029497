import { Outlet } from 'react-router';
import { PublicFooter, PublicHeader } from './default-layout';

export function BlogLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <div className="border-b border-border bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-6">
          <p className="text-sm font-semibold text-primary">Blog da Agenda Inteligente</p>
          <p className="text-sm text-muted-foreground">Dicas de atendimento, agenda e marketing para o seu negócio.</p>
        </div>
      </div>
      <main className="flex-1 animate-fade-in">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
