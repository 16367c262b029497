import { Camera, Globe, MapPin, MessageCircle } from 'lucide-react';
import { COMPANY_CATEGORY_LABELS, type TCompanyCategory } from '@agenda/shared/company-category';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { PublicAvatar } from './public-avatar';
import { chipLink } from './public-ui';
import { instagramLink, mapLinkForAddress, nowIn, openStatus, websiteLink, whatsappLink } from './company-info';

/** Cover, avatar, name, segment, open-now status, description and contacts. */
export function CompanyHero({ company }: { company: TPublicCompanyDto['company'] }) {
  const status = openStatus(company.workdays, nowIn(company.timezone));
  const category = COMPANY_CATEGORY_LABELS[company.field as TCompanyCategory];
  const insta = company.instagram ? instagramLink(company.instagram) : null;
  const site = company.website ? websiteLink(company.website) : null;
  return (
    <section aria-label={company.name} data-testid="company-hero">
      <div className="relative h-36 overflow-hidden bg-gradient-to-br from-brand-600 via-brand-500 to-teal-500 sm:h-56 sm:rounded-b-3xl">
        {company.cover_url ? (
          <img src={company.cover_url} alt="" className="size-full object-cover" />
        ) : (
          <div aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.25),transparent_45%)]" />
        )}
      </div>
      <div className="mx-auto max-w-4xl px-4">
        <div className="-mt-12 flex items-end gap-4 sm:-mt-14">
          <PublicAvatar name={company.name} src={company.avatar_url} size="xl" className="shadow-lg ring-4 ring-background" />
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{company.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          {category ? <span>{category}</span> : null}
          {status ? (
            <span
              className={`inline-flex items-center gap-1.5 font-medium ${status.open ? 'text-success-soft-foreground' : 'text-muted-foreground'}`}
              data-testid="open-status"
            >
              <span aria-hidden className={`size-2 rounded-full ${status.open ? 'bg-success' : 'bg-ink-400'}`} />
              {status.text}
            </span>
          ) : null}
        </p>
        {company.description ? (
          <p className="mt-3 max-w-2xl text-pretty text-[15px] leading-6 text-foreground/90">{company.description}</p>
        ) : null}
        {company.address ? (
          <p className="mt-3 flex items-start gap-2 text-sm text-foreground/90" data-testid="company-address">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span>
              {company.address}{' '}
              <a
                className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
                href={mapLinkForAddress(company.address)}
                target="_blank"
                rel="noreferrer"
              >
                Ver no mapa
              </a>
            </span>
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {company.phone ? (
            <a className={chipLink} href={whatsappLink(company.phone, `Olá, ${company.name}!`)} target="_blank" rel="noreferrer">
              <MessageCircle className="!text-success" aria-hidden /> WhatsApp
            </a>
          ) : null}
          {insta ? (
            <a className={chipLink} href={insta.url} target="_blank" rel="noreferrer">
              <Camera aria-hidden /> {insta.label}
            </a>
          ) : null}
          {site ? (
            <a className={`${chipLink} max-w-full`} href={site.url} target="_blank" rel="noreferrer">
              <Globe aria-hidden /> <span className="truncate">{site.label}</span>
            </a>
          ) : null}
          {company.google ? (
            <a className={chipLink} href={company.google} target="_blank" rel="noreferrer">
              <MapPin aria-hidden /> Como chegar
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
