// Vite build step: renders the static public pages (src/app/prerender/prerender-pages.tsx: the home, the
// sign-in form) through Vite's SSR loader and writes each to its file in dist/ (home.html, login.html): the
// built index.html with the page's markup inside #root and the page's title. Its app entry script is
// replaced by the pre-rendered pages' start-up script (src/boot/prerendered-boot.ts), and the app's module
// preloads become a list that script fetches once the page has loaded: the page's own HTML, CSS and font
// come first, the app's code after, and it runs at the visitor's first gesture. Each page carries only the CSS
// its markup uses (src/app/prerender/critical-css.ts). It also writes that shell
// for the company pages the API renders (dist/server/prerendered-shell.html) and their route preloads
// (build-route-preloads.ts), from the same bundle.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { writeRoutePreloads } from './build-route-preloads';
import { withCriticalCss } from './src/app/prerender/critical-css';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const TITLE = /<title>[^<]*<\/title>/;

interface TPrerenderModule {
  PRERENDERED_PAGES: { path: string; file: string }[];
  renderPage: (path: string) => Promise<{ markup: string; title: string }>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function prerenderPages(bootPath: string): Plugin {
  let root = '';
  let outDir = '';
  let boot = '';
  return {
    name: 'agenda-prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === bootPath);
      if (chunk) boot = `/${chunk.fileName}`;
      writeRoutePreloads(bundle, root, outDir);
    },
    async closeBundle() {
      if (!boot) throw new Error(`The build has no chunk for ${bootPath}`);
      const server = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
      try {
        const { PRERENDERED_PAGES, renderPage } = (await server.ssrLoadModule(
          '/src/app/prerender/prerender-pages.tsx',
        )) as TPrerenderModule;
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
        if (!ENTRY_SCRIPT.test(shell)) throw new Error('index.html has no module entry script to defer');
        if (!TITLE.test(shell)) throw new Error('index.html has no title to replace');
        const appCode = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]).join(' ');
        const deferred = shell
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="${boot}" data-app-code="${appCode}"></script>`);
        // The same shell for the company pages, which the API renders per request (dist/server/, out of the
        // files it serves; the render itself is the build's SSR step, src/app/prerender/company-pages.tsx).
        mkdirSync(join(outDir, 'server'), { recursive: true });
        writeFileSync(join(outDir, 'server', 'prerendered-shell.html'), deferred);
        for (const { path, file } of PRERENDERED_PAGES) {
          const { markup, title } = await renderPage(path);
          const page = deferred
            .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
            .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${path}">${markup}</div>`);
          writeFileSync(join(outDir, file), await withCriticalCss(page, outDir));
        }
      } finally {
        await server.close();
      }
    },
  };
}
