// Part of the build (build-prerender.ts calls it): writes dist/route-preloads.json, the chunks a company's
// page needs beyond the app's entry (its layout and its page, with what they import), which the API lists
// as module preloads in that page's HTML (apps/api plugins/company-og.ts). They then download alongside the
// entry instead of after it has run and the router has asked for them: one round trip less before the page
// renders (issue 17).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rollup } from 'vite';

/**
 * The modules the router loads first on each kind of company page: the layout (create-routes.tsx's
 * LAYOUTS.company) and the page (routes/company-routes.ts). A renamed module fails the build here.
 */
const ROUTE_MODULES: Record<string, string[]> = {
  // /{company_slug}
  company: ['src/app/areas/company-area.tsx', 'src/features/public-company/components/company-page.tsx'],
  // /{company_slug}/agendar and /{company_slug}/{service_slug}
  'company-booking': ['src/app/areas/company-area.tsx', 'src/app/areas/company-booking-area.tsx'],
};

function withImports(bundle: Rollup.OutputBundle, files: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') pending.push(...chunk.imports);
  }
  return seen;
}

/** Called by the build's prerender plugin (build-prerender.ts) once the bundle is written. */
export function writeRoutePreloads(bundle: Rollup.OutputBundle, root: string, outDir: string): void {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  // The entries' own chunks are preloaded by index.html already.
  const entry = withImports(
    bundle,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  // The chunk a module went into (a module that only re-exports may be merged into another one's chunk).
  const fileOf = (module: string) => {
    const id = resolve(root, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`route-preloads: the build has no chunk for ${module}`);
    return chunk.fileName;
  };
  const preloads = Object.fromEntries(
    Object.entries(ROUTE_MODULES).map(([page, modules]) => [
      page,
      [...withImports(bundle, modules.map(fileOf))].filter((file) => !entry.has(file)).map((file) => `/${file}`),
    ]),
  );
  writeFileSync(resolve(outDir, 'route-preloads.json'), JSON.stringify(preloads));
}
