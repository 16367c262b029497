import { Link } from 'react-router';
import { ChevronRight, Clock } from 'lucide-react';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { durationText, servicePrice } from './company-info';

type TService = TPublicCompanyDto['services'][number];

/** The services with duration and price; each starts the booking with it. */
export function ServicesList({ slug, services }: { slug: string; services: TService[] }) {
  if (!services.length)
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        Os serviços desta empresa ainda não estão disponíveis para agendamento online.
      </p>
    );
  return (
    <ul className="flex flex-col gap-2" data-testid="public-services">
      {services.map((s) => (
        <li key={s.id}>
          <Link
            to={`/${slug}/${s.slug}`}
            className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs transition-colors hover:border-primary/50 hover:bg-primary-soft/30 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {s.image_url ? <img src={s.image_url} alt="" className="size-14 shrink-0 rounded-xl object-cover" loading="lazy" /> : null}
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-foreground">{s.title}</span>
              {s.description ? <span className="mt-0.5 line-clamp-2 block text-sm text-muted-foreground">{s.description}</span> : null}
              <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden /> {durationText(s.duration_in_minutes)}
                </span>
                {servicePrice(s) ? (
                  <span className="font-semibold text-foreground">{servicePrice(s)}</span>
                ) : (
                  <span className="text-muted-foreground">Preço sob consulta</span>
                )}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-primary">
              <span className="max-sm:sr-only">Agendar</span>
              <ChevronRight className="size-5" aria-hidden />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
