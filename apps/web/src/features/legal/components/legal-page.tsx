import type { ReactNode } from 'react';

export interface TLegalSection {
  title: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  intro,
  updatedAt,
  sections,
}: {
  title: string;
  intro: ReactNode;
  updatedAt: string;
  sections: TLegalSection[];
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <header className="mb-8 border-b border-border pb-6">
        <p className="text-sm font-semibold text-primary">Agenda Inteligente</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Última atualização: {updatedAt}</p>
        <div className="mt-5 text-pretty leading-relaxed text-muted-foreground">{intro}</div>
      </header>
      <ol className="space-y-8">
        {sections.map((s, i) => (
          <li key={s.title}>
            <h2 className="text-lg font-semibold text-foreground">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-2 space-y-3 text-pretty leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {s.body}
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}

export const CONTACT_EMAIL = 'privacidade@agendainteligente.com.br';
export const SUPPORT_EMAIL = 'contato@agendainteligente.com.br';
