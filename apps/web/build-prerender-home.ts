// Vite build step: renders the home (src/app/prerender/home-prerender.tsx) through Vite's SSR loader
// and writes dist/home.html, the built index.html with that markup inside #root. Its app entry script is
// replaced by the home's start-up script (src/boot/home-boot.ts), and the app's module preloads become a
// list that script fetches once the page has loaded: the page's own HTML, CSS and font come first, the
// app's code after, and it runs at the visitor's first gesture.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function prerenderHome(homeBootPath: string): Plugin {
  let root = '';
  let outDir = '';
  let homeBoot = '';
  return {
    name: 'agenda-prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(options, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === homeBootPath);
      if (chunk) homeBoot = `/${chunk.fileName}`;
    },
    async closeBundle() {
      if (!homeBoot) throw new Error(`The build has no chunk for ${homeBootPath}`);
      const server = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
      try {
        const { renderHome } = (await server.ssrLoadModule('/src/app/prerender/home-prerender.tsx')) as {
          renderHome: () => Promise<string>;
        };
        const markup = await renderHome();
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
        if (!ENTRY_SCRIPT.test(shell)) throw new Error('index.html has no module entry script to defer');
        const appCode = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]).join(' ');
        writeFileSync(
          join(outDir, 'home.html'),
          shell
            .replace(MODULE_PRELOAD, '')
            .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="${homeBoot}" data-app-code="${appCode}"></script>`)
            .replace('<div id="root"></div>', `<div id="root" data-prerendered="/">${markup}</div>`),
        );
      } finally {
        await server.close();
      }
    },
  };
}
