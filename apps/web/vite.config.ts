import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { prerenderPages } from './build-prerender';

const PRERENDERED_BOOT = fileURLToPath(new URL('./src/boot/prerendered-boot.ts', import.meta.url));

const BUILD_VERSION = process.env.BUILD_VERSION ?? new Date().toISOString();

/** Writes dist/version.json, read by the hourly build-version check. */
function versionFile(): Plugin {
  return {
    name: 'agenda-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: BUILD_VERSION }) });
    },
  };
}

const API_TARGET = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

// The API paths share prefixes with SPA routes (/admin/login, /admin/empresas …), so only
// non-HTML requests are proxied; a browser navigation falls through to index.html.
function proxyEntry() {
  return {
    target: API_TARGET,
    changeOrigin: true,
    bypass(req: { headers: Record<string, string | string[] | undefined> }) {
      const accept = String(req.headers.accept ?? '');
      return accept.includes('text/html') ? '/index.html' : undefined;
    },
  };
}

// `vite build --ssr src/app/prerender/company-pages.tsx` (the build script's second step): the company pages'
// server render, one self-contained file in dist/server/ that the API imports (React and the rest bundled in).
const SSR_BUILD = {
  outDir: 'dist/server',
  emptyOutDir: false,
  manifest: false,
  copyPublicDir: false,
  rollupOptions: { output: { inlineDynamicImports: true } },
};

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [versionFile(), prerenderPages(PRERENDERED_BOOT)])],
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __BUILD_VERSION__: JSON.stringify(BUILD_VERSION),
    // The server render runs React's production build whatever the API's NODE_ENV (tests included).
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  server: {
    port: 5173,
    proxy:
      mode === 'mock'
        ? undefined
        : {
            ...Object.fromEntries(
              ['/user', '/admin', '/client', '/general', '/dev', '/health', '/webhooks', '/uploads'].map((p) => [p, proxyEntry()]),
            ),
            '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
          },
  },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        outDir: 'dist',
        manifest: true,
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 800,
        // The pre-rendered pages' own start-up script (build-prerender.ts puts it in dist/home.html and dist/login.html).
        rollupOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'prerendered-boot': PRERENDERED_BOOT } },
      },
}));
