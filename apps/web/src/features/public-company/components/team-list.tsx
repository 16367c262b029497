import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { PublicAvatar } from './public-avatar';

/** The professionals, each with the services they do (issue 16: the page sells the team too). */
export function TeamList({ data }: { data: TPublicCompanyDto }) {
  const titleOf = new Map(data.services.map((s) => [s.id, s.title]));
  const team = data.calendars
    .map((c) => ({ ...c, services: c.service_ids.map((id) => titleOf.get(id)).filter((t): t is string => Boolean(t)) }))
    .filter((c) => c.services.length > 0);
  if (!team.length) return null;
  return (
    <section aria-labelledby="team-title" className="mt-8">
      <h2 id="team-title" className="mb-3 text-lg font-semibold text-foreground">
        Equipe
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="public-team">
        {team.map((c) => (
          <li key={c.id} className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs">
            <PublicAvatar name={c.title} src={c.photo_url} size="lg" />
            <div className="min-w-0">
              <p className="font-semibold text-foreground">{c.title}</p>
              {c.description ? <p className="text-sm text-muted-foreground">{c.description}</p> : null}
              <p className="mt-1 text-sm text-muted-foreground">{c.services.join(' · ')}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
