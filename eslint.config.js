// The house rules, checked by `pnpm lint` (part of `npm test`). Syntax-only rules: no type information,
// so a full run stays quick on a small CI machine; `--concurrency 2` spreads the files over two workers,
// and `--cache` (node_modules/.cache/eslint, by content) re-checks only changed files: about 33 s cold on
// two cores, 5 s warm. Two house rules are checked after it, each in one pass over the tree:
// import cycles (scripts/import-cycles.mjs) and kebab-case names (scripts/file-names.mjs); see
// docs/decisions/0035-import-cycles-outside-eslint.md.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = import.meta.dirname;
const dirsIn = (dir) =>
  readdirSync(resolve(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/tests/**', '**/e2e/**', '**/test-support.ts', '**/test-fixtures.ts'];

// Each web feature is a closed box: what two features share lives in components/, lib/ or stores/.
const WEB_FEATURES = 'apps/web/src/features';
const webFeatureZones = dirsIn(WEB_FEATURES).map((name) => ({
  target: `./${WEB_FEATURES}/${name}`,
  from: `./${WEB_FEATURES}`,
  except: [`./${name}`],
  message: 'Uma feature não importa outra: mova o que é comum para components/, lib/ ou stores/.',
}));

// A module's tables are read and written in its repo*.ts files. A small module with no repo file
// keeps its few queries in its service.ts; once it gets a repo file, the service must use it.
const API_MODULES = 'apps/api/src/modules';
const dataAccessServices = dirsIn(API_MODULES)
  .filter((name) => !readdirSync(resolve(ROOT, API_MODULES, name)).some((file) => /^repo.*\.ts$/.test(file)))
  .map((name) => `${API_MODULES}/${name}/service.ts`);

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'apps/web/public/mockServiceWorker.js', '.turbo/**', '**/.turbo/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Rules are changed here, in one place, never by a comment in the code.
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads TypeScript files to follow their imports (no-restricted-paths resolves them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api', 'apps/web', 'packages/shared', 'packages/fakes'].map((dir) => resolve(ROOT, dir, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webFeatureZones }],
    },
  },
  // In TypeScript, unused names are the compiler's to report (noUnusedLocals, noUnusedParameters in
  // tsconfig.base.json, type-checked by `npm test`): the rule stays for the plain JavaScript files only.
  {
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  // Test code and the fake providers read loosely typed JSON bodies.
  {
    files: [...TESTS, 'packages/fakes/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  // The API logs through Fastify's pino logger; the command-line tools (bench, eval, scripts) print.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-console': 'error' },
  },
  // The table definitions are reached only through data access (see dataAccessServices), the
  // database layer itself, the seeds and the tests (which arrange rows directly).
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**/repo*.ts', ...dataAccessServices, 'apps/api/src/db/**', 'apps/api/src/seed/**', ...TESTS],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: './apps/api/src',
              from: './apps/api/src/db/schema',
              message: 'Só os arquivos repo*.ts de um módulo leem e escrevem tabelas: chame uma função do repo.',
            },
          ],
        },
      ],
    },
  },
);
