import { Link, useLocation } from 'react-router';
import { CircleCheck, Circle, Rocket } from 'lucide-react';
import { ONBOARDING_STEP_INFO } from '@agenda/shared/company';
import { emit } from '@/lib/events';
import type { TSessionCompany } from '@/lib/session/types';

/** Shown while no WhatsApp integration has ever connected and a required step is not done. */
function shouldShowOnboarding(company: TSessionCompany | null): boolean {
  if (!company) return false;
  const connectedOnce = (company.integrations ?? []).some((i) => i.channel === 'whatsapp' && Boolean(i.last_connected_at));
  if (connectedOnce) return false;
  return ONBOARDING_STEP_INFO.some((s) => s.required && !company.onboarding?.[s.step]);
}

export function OnboardingChecklist({ company }: { company: TSessionCompany | null }) {
  const { pathname } = useLocation();
  if (!company || !shouldShowOnboarding(company)) return null;
  const steps = [...ONBOARDING_STEP_INFO].sort((a, b) => a.order - b.order);
  const done = steps.filter((s) => company.onboarding?.[s.step]).length;

  return (
    <section aria-label="Primeiros passos" data-testid="onboarding-checklist" className="rounded-xl border border-border bg-surface p-3">
      <div className="flex items-center gap-2">
        <Rocket className="size-4 text-primary" aria-hidden />
        <h2 className="text-sm font-semibold text-foreground">Primeiros passos</h2>
        <span className="ml-auto text-xs font-medium text-muted-foreground">
          {done}/{steps.length}
        </span>
      </div>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
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
