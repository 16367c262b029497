import { data } from 'react-router';

/** Unknown paths: status 404, 'Page Not Found: {path}' (docs/spec.md §2/§8). */
export function notFound(path: string): never {
  throw data({ message: `Page Not Found: ${path}` }, { status: 404, statusText: 'Not Found' });
}
