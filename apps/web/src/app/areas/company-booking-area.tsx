// The booking flow and the client's account on the company page: loaded after the page itself.
export { BookingPage } from '@/features/public-company/components/booking/booking-page';
export { MySchedulesPage, HistoryPage } from '@/features/public-company/components/account/account-pages';
