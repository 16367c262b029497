// The house rule "no import cycles" for the product's code, checked once over the whole import graph.
// eslint's import-x/no-cycle walked the graph again from every linted file in every worker: a third of
// a cold `pnpm lint` on two cores (docs/decisions/0035-import-cycles-outside-eslint.md). Same rules as it
// had: type-only imports are erased by TypeScript and close no cycle; packages from node_modules are
// outside; test and tooling files are imported by no product module, so they are not walked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/shared/src', 'packages/fakes/src'];
/** `@/x` in the web app is `apps/web/src/x` (apps/web/tsconfig.json "paths"). */
const ALIASES = [{ under: 'apps/web/', prefix: '@/', to: 'apps/web/src/' }];
const NOT_PRODUCT = /(\.test\.tsx?$|\/(test|tests|e2e)\/|\/test-support\.ts$|\/test-fixtures\.ts$)/;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The product file an import names, or null for a package or anything outside the product. */
function resolveImport(from, spec) {
  const alias = ALIASES.find((a) => relative(ROOT, from).startsWith(a.under) && spec.startsWith(a.prefix));
  if (!spec.startsWith('.') && !alias) return null;
  const base = alias ? resolve(ROOT, alias.to, spec.slice(alias.prefix.length)) : resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (isFile(candidate)) return candidate;
  return null;
}

/** What a file imports at run time: type-only imports and re-exports are left out. */
function runtimeImports(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specs = [];
  for (const s of source.statements) {
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) specs.push(s.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly) {
      const named = s.exportClause;
      if (!(named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)))
        specs.push(s.moduleSpecifier.text);
    }
  }
  for (const m of text.matchAll(DYNAMIC_IMPORT)) specs.push(m[1]);
  return specs.map((spec) => resolveImport(file, spec)).filter((path) => path && !NOT_PRODUCT.test(path));
}

const files = SOURCES.flatMap((dir) => filesUnder(resolve(ROOT, dir))).filter((f) => !NOT_PRODUCT.test(f));
const graph = new Map(files.map((f) => [f, runtimeImports(f)]));

// Tarjan's strongly connected components, without recursion (the graph is deep).
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [{ node: start, next: 0 }];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work.at(-1);
    const edges = graph.get(frame.node) ?? [];
    if (frame.next < edges.length) {
      const to = edges[frame.next++];
      if (!index.has(to)) {
        index.set(to, counter);
        low.set(to, counter++);
        stack.push(to);
        onStack.add(to);
        work.push({ node: to, next: 0 });
      } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
      continue;
    }
    work.pop();
    if (work.length) low.set(work.at(-1).node, Math.min(low.get(work.at(-1).node), low.get(frame.node)));
    if (low.get(frame.node) !== index.get(frame.node)) continue;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== frame.node);
    const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
    if (component.length > 1 || selfImport) cycles.push(component);
  }
}

if (cycles.length) {
  for (const component of cycles) console.error(`Ciclo de imports entre:\n${component.map((f) => `  ${relative(ROOT, f)}`).join('\n')}`);
  console.error('Um módulo não pode importar, direta ou indiretamente, quem o importa: mova o que é comum para um arquivo próprio.');
  process.exit(1);
}
console.log(`Sem ciclos de imports (${files.length} arquivos).`);
