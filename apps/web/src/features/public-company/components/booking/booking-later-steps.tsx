// The booking steps after the first two load on their own (issue 17): the booking page's first load
// carries only the service and professional lists; the calendar, the times, the phone sign-in (phone
// library, zod, the HTTP client) and the confirmation come as the visitor moves on, fetched as soon as
// the first choice is made. A step whose code is already in renders at once, as before; only one still
// on its way shows the placeholder (React.lazy alone would suspend once on every first render).
import { lazy, useState, type ComponentType } from 'react';

const preloads: (() => Promise<unknown>)[] = [];

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetch = () => {
    loading ??= load().then(
      (c) => (loaded = c),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  preloads.push(fetch);
  const Lazy = lazy(() => fetch().then((c) => ({ default: c })));
  return function OnDemand(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the step.
    const [Step] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Step {...props} />;
  };
}

export const DayStep = onDemand(() => import('./day-step').then((m) => m.DayStep));
export const TimeStep = onDemand(() => import('./time-step').then((m) => m.TimeStep));
export const IdentifyForm = onDemand(() => import('../identify-form').then((m) => m.IdentifyForm));
export const SignedClient = onDemand(() => import('./signed-client').then((m) => m.SignedClient));
export const ConfirmBooking = onDemand(() => import('./confirm-booking').then((m) => m.ConfirmBooking));
export const BookingSuccess = onDemand(() => import('./booking-success').then((m) => m.BookingSuccess));
/** The desktop's side summary (hidden on a phone, where the first load matters most). */
export const BookingSummary = onDemand(() => import('./booking-summary').then((m) => m.BookingSummary));

let preloaded = false;
/** Starts fetching every later step (once). */
export function preloadLaterSteps(): void {
  if (preloaded) return;
  preloaded = true;
  for (const fetch of preloads) void fetch().catch(() => undefined);
}
