import { Link, useLocation } from 'react-router';
import { ChevronRight, CircleCheck, Circle, Rocket, X } from 'lucide-react';
import { ONBOARDING_STEP_INFO } from '@agenda/shared/company';
import { emit } from '@/lib/events';
import type { TSessionCompany } from '@/lib/session/types';
import { setOnboardingDismissed, useOnboardingDismissed } from './onboarding-dismissal';

/** Shown while no WhatsApp integration has ever connected and a required step is not done. */
function shouldShowOnboarding(company: TSessionCompany | null): boolean {
  if (!company) return false;
  const connectedOnce = (company.integrations ?? []).some((i) => i.channel === 'whatsapp' && Boolean(i.last_connected_at));
  if (connectedOnce) return false;
  return ONBOARDING_STEP_INFO.some((s) => s.required && !company.onboarding?.[s.step]);
}

function progressOf(company: TSessionCompany) {
  const steps = [...ONBOARDING_STEP_INFO].sort((a, b) => a.order - b.order);
  const done = steps.filter((s) => company.onboarding?.[s.step]).length;
  return { steps, done, next: steps.find((s) => !company.onboarding?.[s.step]) ?? null };
}

/** On the phone the menu is a drawer: one line above the page leads to the next step. */
export function OnboardingBanner({ company }: { company: TSessionCompany | null }) {
  const { pathname } = useLocation();
  const dismissed = useOnboardingDismissed(company?.id);
  if (!company || dismissed || !shouldShowOnboarding(company)) return null;
  const { steps, done, next } = progressOf(company);
  if (!next) return null;
  const cls = 'flex min-w-0 flex-1 items-center gap-1 text-left text-sm font-medium text-primary-soft-foreground';
  const body = (
    <>
      <span className="truncate">
        Primeiros passos {done}/{steps.length}: {next.label}
      </span>
      <ChevronRight className="size-4 shrink-0" aria-hidden />
    </>
  );
  return (
    <div className="flex items-center gap-2 border-b border-border bg-primary-soft px-4 py-2 lg:hidden" data-testid="onboarding-banner">
      <Rocket className="size-4 shrink-0 text-primary-soft-foreground" aria-hidden />
      {/* Already on the step's page (hours, then professionals, share one): open its form, as the menu's checklist does. */}
      {pathname === next.route ? (
        <button type="button" className={cls} onClick={() => emit('onboarding:open-form', { step: next.step })}>
          {body}
        </button>
      ) : (
        <Link to={next.route} className={cls}>
          {body}
        </Link>
      )}
      <button
        type="button"
        onClick={() => setOnboardingDismissed(company.id, true)}
        aria-label="Ocultar primeiros passos"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg text-primary-soft-foreground hover:bg-surface/60"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

export function OnboardingChecklist({ company }: { company: TSessionCompany | null }) {
  const { pathname } = useLocation();
  const dismissed = useOnboardingDismissed(company?.id);
  if (!company || !shouldShowOnboarding(company)) return null;
  const { steps, done } = progressOf(company);
  if (dismissed)
    return (
      <button
        type="button"
        onClick={() => setOnboardingDismissed(company.id, false)}
        className="flex h-10 w-full items-center gap-2 rounded-lg px-2.5 text-left text-sm font-medium text-muted-foreground hover:bg-surface-muted hover:text-foreground"
        data-testid="onboarding-show"
      >
        <Rocket className="size-[18px] shrink-0 text-primary" aria-hidden />
        Mostrar primeiros passos ({done}/{steps.length})
      </button>
    );

  return (
    <section aria-label="Primeiros passos" data-testid="onboarding-checklist" className="rounded-xl border border-border bg-surface p-3">
      <div className="flex items-center gap-2">
        <Rocket className="size-4 text-primary" aria-hidden />
        <h2 className="text-sm font-semibold text-foreground">Primeiros passos</h2>
        <span className="ml-auto text-xs font-medium text-muted-foreground">
          {done}/{steps.length}
        </span>
        <button
          type="button"
          onClick={() => setOnboardingDismissed(company.id, true)}
          aria-label="Ocultar primeiros passos"
          className="-my-1 -mr-1 flex size-8 items-center justify-center rounded-lg text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          data-testid="onboarding-dismiss"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-label="Progresso dos primeiros passos"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
      >
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <ol className="mt-2 space-y-0.5">
        {steps.map((s) => {
          const complete = Boolean(company.onboarding?.[s.step]);
          const here = pathname === s.route;
          const Icon = complete ? CircleCheck : Circle;
          const cls = `flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-[13px] ${
            complete ? 'text-muted-foreground line-through' : 'text-foreground hover:bg-surface-muted'
          }`;
          const body = (
            <>
              <Icon className={`size-4 shrink-0 ${complete ? 'text-success' : 'text-subtle-foreground'}`} aria-hidden />
              {s.label}
            </>
          );
          return (
            <li key={s.step}>
              {here ? (
                <button type="button" className={cls} onClick={() => emit('onboarding:open-form', { step: s.step })}>
                  {body}
                </button>
              ) : (
                <Link to={s.route} className={cls}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
