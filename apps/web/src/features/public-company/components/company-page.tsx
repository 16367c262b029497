import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { CalendarCheck, CalendarPlus } from 'lucide-react';
import { routeNotFound } from '@/lib/route-errors';
import { usePublicCompany } from '../api/get-public-company';
import { CompanyHero } from './company-hero';
import { HoursList } from './hours-list';
import { PageError } from './page-error';
import { PhotoGallery } from './photo-gallery';
import { primaryAction, secondaryAction } from './public-ui';
import { ServicesList } from './services-list';
import { TeamList } from './team-list';

function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Carregando" className="animate-pulse">
      <div className="h-36 bg-surface-muted sm:h-56" />
      <div className="mx-auto max-w-4xl px-4">
        <div className="-mt-12 size-24 rounded-[28%] bg-surface-muted ring-4 ring-background" />
        <div className="mt-4 h-7 w-56 rounded bg-surface-muted" />
        <div className="mt-3 h-4 w-72 max-w-full rounded bg-surface-muted" />
        <div className="mt-8 flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-20 rounded-2xl bg-surface-muted" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** True once the element scrolled out of view (the phone's bottom booking bar appears then). */
function useScrolledPast() {
  const ref = useRef<HTMLElement>(null);
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPast(!entry!.isIntersecting && entry!.boundingClientRect.top < 0));
    observer.observe(el);
    return () => observer.disconnect();
  });
  return [ref, past] as const;
}

/** /{company_slug}: hero, action header, photos, services with prices and durations, the team, opening hours. */
export function CompanyPage() {
  const { company_slug: slug = '' } = useParams();
  const { pathname } = useLocation();
  const query = usePublicCompany(slug);
  const [actionsRef, scrolledPast] = useScrolledPast();
  if (query.error && (query.error as { status?: number }).status === 404) throw routeNotFound(pathname);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  const { company, services } = query.data;

  return (
    <div className="pb-24 sm:pb-12" data-testid="company-page">
      <CompanyHero company={company} />
      <div className="mx-auto max-w-4xl px-4">
        <nav ref={actionsRef} aria-label="Ações" className="mt-6 grid gap-2 sm:flex" data-testid="company-actions">
          <Link to={`/${slug}/agendar`} className={primaryAction}>
            <CalendarPlus aria-hidden /> Agendar horário
          </Link>
          <Link to={`/${slug}/minha-conta/agendamentos`} className={secondaryAction}>
            <CalendarCheck aria-hidden /> Meus agendamentos
          </Link>
        </nav>
        <PhotoGallery photos={company.photos} name={company.name} />
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="services-title">
            <h2 id="services-title" className="mb-3 text-lg font-semibold text-foreground">
              Serviços
            </h2>
            <ServicesList slug={slug} services={services} />
            <TeamList data={query.data} />
          </section>
          <section aria-labelledby="hours-title" className="h-fit rounded-2xl border border-border bg-surface px-4 py-3 shadow-xs">
            <h2 id="hours-title" className="pt-1 text-base font-semibold text-foreground">
              Horário de funcionamento
            </h2>
            <HoursList workdays={company.workdays} timezone={company.timezone} />
          </section>
        </div>
      </div>
      {/* Thumb-reach booking button on phones, once the actions above scrolled away. */}
      <div
        aria-hidden={!scrolledPast}
        className={`fixed inset-x-0 bottom-0 z-20 border-t border-border bg-background/90 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur transition-transform duration-200 sm:hidden ${scrolledPast ? 'translate-y-0' : 'pointer-events-none translate-y-full'}`}
      >
        <Link to={`/${slug}/agendar`} className={`${primaryAction} w-full`} tabIndex={scrolledPast ? undefined : -1}>
          <CalendarPlus aria-hidden /> Agendar horário
        </Link>
      </div>
    </div>
  );
}
