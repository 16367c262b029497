// POST /{type}/graphql/query?caller={name} (docs/spec.md §7) with variables. GraphQL errors that come
// back with status 200 become an HttpError carrying the first message.
import { http } from './client';
import { HttpError } from './errors';

export async function graphqlQuery<T>(
  type: 'user' | 'client' | 'admin' | 'general',
  caller: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const { data } = await http.post<{ data?: T | null; errors?: { message: string }[] }>(
    `/${type}/graphql/query`,
    { query, variables },
    { params: { caller }, silent: true },
  );
  if (data.errors?.length || !data.data) {
    const message = data.errors?.[0]?.message ?? 'Não foi possível carregar os dados.';
    throw new HttpError(message, 'bad_request', 200, { message });
  }
  return data.data;
}
