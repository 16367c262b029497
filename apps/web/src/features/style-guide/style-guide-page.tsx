import { Moon, Palette, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Pill } from '@/components/ui/pill';
import { Switch } from '@/components/ui/switch';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ButtonsSection } from './sections/buttons-section';
import { ControlsSection } from './sections/controls-section';
import { DisplaySection } from './sections/display-section';
import { FeedbackSection } from './sections/feedback-section';
import { FieldsSection } from './sections/fields-section';
import { FoundationsSection } from './sections/foundations-section';
import { OverlaysSection } from './sections/overlays-section';
import { PickersSection } from './sections/pickers-section';
import { useDarkMode } from './use-dark-mode';

const chapters = [
  { id: 'fundamentos', label: 'Fundamentos' },
  { id: 'botoes', label: 'Botões' },
  { id: 'campos', label: 'Campos de texto' },
  { id: 'selecao', label: 'Seleção, data e hora' },
  { id: 'controles', label: 'Caixas e abas' },
  { id: 'exibicao', label: 'Exibição' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'sobreposicoes', label: 'Modais e gavetas' },
] as const;

function useActiveChapter(): string {
  const [active, setActive] = useState<string>(chapters[0].id);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-20% 0px -70% 0px' },
    );
    for (const c of chapters) {
      const el = document.getElementById(c.id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, []);
  return active;
}

function StyleGuidePage() {
  const [dark, setDark] = useDarkMode();
  const active = useActiveChapter();

  return (
    <TooltipProvider>
      <div className="mx-auto w-full max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
        <header className="relative isolate py-10 sm:py-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -inset-x-4 -top-16 bottom-0 -z-10 sm:-inset-x-6 lg:-inset-x-8 bg-[radial-gradient(40rem_16rem_at_85%_20%,color-mix(in_oklab,var(--color-brand-400)_22%,transparent),transparent_70%),radial-gradient(24rem_12rem_at_65%_60%,color-mix(in_oklab,var(--color-teal-300)_22%,transparent),transparent_70%)] dark:opacity-60"
          />
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <div className="mb-4 flex items-center gap-2">
                <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-brand">
                  <Palette className="size-5" aria-hidden="true" />
                </span>
                <Pill type="primary" size="sm">
                  Design system
                </Pill>
              </div>
              <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Guia de estilo</h1>
              <p className="mt-2 max-w-xl text-[15px] text-muted-foreground">
                Componentes, cores e estados da Agenda Inteligente — acessíveis pelo teclado, confortáveis no celular e prontos para o modo
                escuro.
              </p>
            </div>
            <div className="flex items-center gap-3 self-start rounded-2xl border border-border bg-surface px-4 py-3 shadow-xs sm:self-auto">
              {dark ? (
                <Moon className="size-4 text-primary" aria-hidden="true" />
              ) : (
                <Sun className="size-4 text-warning" aria-hidden="true" />
              )}
              <Switch label="Modo escuro" checked={dark} onCheckedChange={setDark} containerClassName="items-center gap-6" />
            </div>
          </div>
        </header>

        <nav
          aria-label="Seções do guia"
          className="sticky top-16 z-30 -mx-4 mb-8 border-y border-border bg-background/85 px-4 backdrop-blur lg:hidden"
        >
          <ul className="flex gap-1 overflow-x-auto py-2 [scrollbar-width:none]">
            {chapters.map((c) => (
              <li key={c.id}>
                <a
                  href={`#${c.id}`}
                  aria-current={active === c.id ? 'true' : undefined}
                  className="flex h-9 items-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground aria-[current]:bg-primary-soft aria-[current]:text-primary-soft-foreground"
                >
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
          <aside className="hidden lg:block">
            <nav aria-label="Seções do guia" className="sticky top-24">
              <p className="mb-3 px-3 text-[11px] font-semibold tracking-wider text-subtle-foreground uppercase">Nesta página</p>
              <ul className="flex flex-col gap-0.5 border-l border-border">
                {chapters.map((c) => (
                  <li key={c.id}>
                    <a
                      href={`#${c.id}`}
                      aria-current={active === c.id ? 'true' : undefined}
                      className="-ml-px flex border-l-2 border-transparent py-1.5 pl-4 text-sm text-muted-foreground transition-colors hover:text-foreground aria-[current]:border-primary aria-[current]:font-medium aria-[current]:text-foreground"
                    >
                      {c.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
          <div className="flex min-w-0 flex-col gap-14">
            <FoundationsSection />
            <ButtonsSection />
            <FieldsSection />
            <PickersSection />
            <ControlsSection />
            <DisplaySection />
            <FeedbackSection />
            <OverlaysSection />
          </div>
        </div>
      </div>
    </TooltipProvider>
  );
}

export { StyleGuidePage };
