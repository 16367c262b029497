// The blog, article and landing pages arrive rendered by the API (plugins/content-pages.ts) inside #root.
// Before React replaces #root, keep that HTML and its title so the SPA shows the same content.
interface TServerContent {
  path: string;
  title: string;
  html: string;
}

let captured: TServerContent | null = null;
let loadedPath: string | null = null;
let prerenderedPath: string | null = null;

export function captureServerContent(): void {
  loadedPath = window.location.pathname;
  // The home and /login arrive pre-rendered at build time (dist/home.html, dist/login.html) with the path
  // they were rendered for.
  prerenderedPath = document.getElementById('root')?.dataset.prerendered ?? null;
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

/** True when #root arrived with HTML (pre-rendered or server-rendered): the SPA takes it over once its routes are ready. */
export function hasServerMarkup(): boolean {
  return Boolean(document.getElementById('root')?.childElementCount);
}

/** The path whose page came pre-rendered in this load (its first render skips the fade-in: it is already on screen). */
export function prerenderedPathOfLoad(): string | null {
  return prerenderedPath;
}
