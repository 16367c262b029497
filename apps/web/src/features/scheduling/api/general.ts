// The generic write calls of docs/spec.md §7 for the scheduling entities (server allow-list).
import { http } from '@/lib/http/client';

type Id = string | number;

export async function generalUpdateOrCreate<T>(
  companyId: Id,
  entity: string,
  id: string | null | undefined,
  data: Record<string, unknown>,
  opts: { silent?: boolean } = {},
): Promise<T> {
  const { data: body } = await http.post<{ data: T }>(
    `/user/${companyId}/general/update_or_create`,
    { entity, id: id ?? null, data },
    { silent: opts.silent },
  );
  return body.data;
}

export async function generalDelete(companyId: Id, entity: string, id: string, data?: Record<string, unknown>): Promise<void> {
  await http.delete(`/user/${companyId}/general/delete`, { data: { entity, id, data } });
}
