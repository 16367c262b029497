// The server render of a company's public pages (issue 17): apps/web builds it into dist/server/
// (src/app/prerender/company-pages.tsx, `vite build --ssr`, React bundled in) with the shell it goes into
// (dist/server/prerendered-shell.html: the built index.html whose app code runs at the visitor's first
// gesture). The page then arrives complete as HTML and paints before any JavaScript has run. An older build
// without these files, or a render that fails, leaves the page to the app (the plain index.html).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { escapeHtml } from '../lib/escape-html.js';

interface TCompanyPagesModule {
  renderCompanyPage: (path: string, profile: TPublicCompanyDto) => Promise<string | null>;
  /** The page with only the CSS its markup uses inline (absent from builds before it). */
  withCriticalCss?: (html: string, distDir: string) => Promise<string>;
}

/** The render module of each build seen, by file and modification time (a new build gets a new import). */
const modules = new Map<string, Promise<TCompanyPagesModule | null>>();

function loadModule(distDir: string, log: FastifyBaseLogger): Promise<TCompanyPagesModule | null> {
  const file = join(distDir, 'server', 'company-pages.js');
  if (!existsSync(file)) return Promise.resolve(null);
  const key = `${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`;
  let loading = modules.get(key);
  if (!loading) {
    loading = import(key).then(
      (m: TCompanyPagesModule) => (typeof m.renderCompanyPage === 'function' ? m : null),
      (error: unknown) => {
        log.error({ err: error }, 'company pages: the server render module did not load');
        return null;
      },
    );
    modules.set(key, loading);
  }
  return loading;
}

/** Loads the render module once the server is up, so the first visitor does not wait for it. */
export function warmCompanyPageRender(distDir: string, log: FastifyBaseLogger): void {
  void loadModule(distDir, log);
}

/**
 * #root's HTML for a company page, inside the shell, with `data-prerendered` naming the path it was rendered
 * for (the app skips its fade-in there); null when this build has no server render or the page is not one it
 * renders (the client's account pages).
 */
export async function renderedCompanyPage(
  distDir: string,
  path: string,
  profile: TPublicCompanyDto,
  log: FastifyBaseLogger,
): Promise<string | null> {
  const shellFile = join(distDir, 'server', 'prerendered-shell.html');
  const module = await loadModule(distDir, log);
  if (!module || !existsSync(shellFile)) return null;
  let markup: string | null;
  try {
    markup = await module.renderCompanyPage(path, profile);
  } catch (error) {
    log.error({ err: error, path }, 'company pages: the server render failed; the app renders the page');
    return null;
  }
  if (markup === null) return null;
  const shell = readFileSync(shellFile, 'utf8');
  const page = shell.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${escapeHtml(path)}">${markup}</div>`);
  if (!module.withCriticalCss) return page;
  try {
    return await module.withCriticalCss(page, distDir);
  } catch (error) {
    log.error({ err: error, path }, 'company pages: the critical CSS failed; the page keeps the whole stylesheet');
    return page;
  }
}
