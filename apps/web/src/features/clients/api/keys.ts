// Query keys of the clients feature; a write invalidates everything of the company's clients.
type Id = string | number;

export const clientKeys = {
  all: (companyId: Id) => ['clients', String(companyId)] as const,
  list: (companyId: Id) => ['clients', String(companyId), 'list'] as const,
  detail: (companyId: Id, id: string) => ['clients', String(companyId), 'detail', id] as const,
  crm: (companyId: Id) => ['clients', String(companyId), 'crm'] as const,
  tags: (companyId: Id) => ['clients', String(companyId), 'tags'] as const,
};

export function invalidateClients(
  queryClient: { invalidateQueries: (f: { queryKey: readonly unknown[] }) => Promise<void> },
  companyId: Id,
) {
  void queryClient.invalidateQueries({ queryKey: clientKeys.all(companyId) });
}
