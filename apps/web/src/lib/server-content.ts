// The blog, article and landing pages arrive rendered by the API (plugins/content-pages.ts) inside #root.
// Before React replaces #root, keep that HTML and its title so the SPA shows the same content.
interface TServerContent {
  path: string;
  title: string;
  html: string;
}

let captured: TServerContent | null = null;
let loadedPath: string | null = null;

export function captureServerContent(): void {
  loadedPath = window.location.pathname;
  const page = document.querySelector('#root > main.ssr-page');
  if (page) captured = { path: window.location.pathname, title: document.title, html: page.innerHTML };
}

/** The server's HTML for this path, when the page was loaded from the server at this path. */
export function serverContentFor(path: string): TServerContent | null {
  return captured && captured.path === path ? captured : null;
}

/** True when the browser loaded this path from the server (so loading it again would not help). */
export function wasLoadedFromServer(path: string): boolean {
  return loadedPath === path;
}
