// Errors a page throws while rendering, shaped like React Router's error responses so the error
// page shows them as such (isRouteErrorResponse): e.g. an unknown company slug gives the 404 page.
export interface TRouteErrorResponse {
  status: number;
  statusText: string;
  internal: boolean;
  data: { message: string };
}

/** status 404, 'Page Not Found: {path}' (docs/spec.md §2/§8). */
export function routeNotFound(path: string): TRouteErrorResponse {
  return { status: 404, statusText: 'Not Found', internal: false, data: { message: `Page Not Found: ${path}` } };
}
