// The back-office pages, one lazy chunk for the admin area.
export { AdminCompaniesPage } from './components/companies-page';
export { AdminCompanyPage } from './components/company-page';
export { AdminChatsPage } from './components/chats-page';
export { AdminChatPage } from './components/chat-page';
export { AdminWebhookEventsPage } from './components/webhook-events-page';
export { AdminAuditLogsPage } from './components/audit-logs-page';
export { AdminRolesPage, AdminStaffPage } from './components/staff-pages';
export { AdminSubscriptionsPage } from './components/subscriptions-page';
export { AdminRenewalsCalendarPage } from './components/renewals-calendar-page';
export { AdminPlansPage } from './components/plans-page';
export { AdminUsersPage, AdminUserPage } from './components/users-pages';
export { AdminArticlesPage, AdminLandingPagesPage } from './components/content-pages';
export { AdminAiModelsPage, AdminAiRunsPage } from './components/ai-pages';
export { AdminCompanyMetricsPage } from './components/company-metrics-page';
