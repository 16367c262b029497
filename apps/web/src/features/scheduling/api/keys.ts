// Query keys of the scheduling feature, so a change (or a live event) invalidates the right ones.
type Id = string | number;

export const schedulingKeys = {
  all: (companyId: Id) => ['scheduling', String(companyId)] as const,
  calendars: (companyId: Id) => ['scheduling', String(companyId), 'calendars'] as const,
  services: (companyId: Id) => ['scheduling', String(companyId), 'services'] as const,
  schedules: (companyId: Id) => ['scheduling', String(companyId), 'schedules'] as const,
  counts: (companyId: Id) => ['scheduling', String(companyId), 'counts'] as const,
  blocked: (companyId: Id) => ['scheduling', String(companyId), 'blocked'] as const,
  slots: (companyId: Id) => ['scheduling', String(companyId), 'slots'] as const,
  clients: (companyId: Id) => ['scheduling', String(companyId), 'clients'] as const,
  members: (companyId: Id) => ['scheduling', String(companyId), 'members'] as const,
};

/** After a schedule or blocked period changed (here or live): agenda data reloads. */
export function invalidateAgenda(
  queryClient: { invalidateQueries: (f: { queryKey: readonly unknown[] }) => Promise<void> },
  companyId: Id,
) {
  for (const key of [
    schedulingKeys.schedules,
    schedulingKeys.counts,
    schedulingKeys.blocked,
    schedulingKeys.slots,
    schedulingKeys.clients,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key(companyId) });
  }
}
