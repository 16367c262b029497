// The booking flow on the company page: loaded after the page itself (the client's account pages
// have their own chunk, routes/company-routes.ts).
export { BookingPage } from '@/features/public-company/components/booking/booking-page';
