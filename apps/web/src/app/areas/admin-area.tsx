export { AdminLayout } from '../layouts/admin/admin-layout';
