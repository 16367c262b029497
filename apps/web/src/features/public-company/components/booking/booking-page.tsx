import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { prefetchOnIdle } from '@/lib/prefetch-on-idle';
import { routeNotFound } from '@/lib/route-errors';
import { usePublicCompany } from '../../api/get-public-company';
import { PageError } from '../page-error';
import { skeletonBlock } from '../public-ui';
import { BookingFlow } from './booking-flow';

// The company page has its own chunk, out of this page's first load; fetched once idle, so going back
// to it is as fast as when it came with the company area (issue 17).
const loadCompanyPage = () => import('../company-page');

/** /{company_slug}/agendar and /{company_slug}/{service_slug} (starting with that service). */
export function BookingPage() {
  const { company_slug: slug = '', service_slug: serviceSlug } = useParams();
  const { pathname } = useLocation();
  const query = usePublicCompany(slug);
  useEffect(() => prefetchOnIdle(loadCompanyPage), []);
  if (query.error && (query.error as { status?: number }).status === 404) throw routeNotFound(pathname);
  const service = serviceSlug ? query.data?.services.find((s) => s.slug === serviceSlug) : null;
  if (query.data && serviceSlug && !service) throw routeNotFound(pathname);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 pb-16" data-testid="booking-page">
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <div aria-hidden="true" className={`h-4 w-24 rounded-md ${skeletonBlock}`} />
          <div aria-hidden="true" className={`h-8 w-56 rounded-md ${skeletonBlock}`} />
          <div aria-hidden="true" className={`h-20 rounded-2xl ${skeletonBlock}`} />
          <div aria-hidden="true" className={`h-20 rounded-2xl ${skeletonBlock}`} />
        </div>
      ) : query.isError ? (
        <PageError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <BookingFlow key={`${slug}-${service?.id ?? ''}`} slug={slug} data={query.data} initialServiceId={service?.id ?? null} />
      )}
    </div>
  );
}
