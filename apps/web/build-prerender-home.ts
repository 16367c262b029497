// Vite build step: renders the home (src/app/prerender/home-prerender.tsx) through Vite's SSR loader
// and writes dist/home.html, the built index.html with that markup inside #root.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

export function prerenderHome(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'agenda-prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
      try {
        const { renderHome } = (await server.ssrLoadModule('/src/app/prerender/home-prerender.tsx')) as {
          renderHome: () => Promise<string>;
        };
        const markup = await renderHome();
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
        writeFileSync(
          join(outDir, 'home.html'),
          shell.replace('<div id="root"></div>', `<div id="root" data-prerendered="/">${markup}</div>`),
        );
      } finally {
        await server.close();
      }
    },
  };
}
