// ESLint flat config. The layer rules (docs/ARCHITECTURE.md) are enforced here, not by care:
// shared/ imports neither side; client and server never import each other; the client takes only
// osis.ts and format.ts from shared/reference/; import/ uses shared/ only; client features do not
// reach into each other. import-x/no-cycle keeps the graph acyclic.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Every folder under src/client/features is a feature: a new one is kept apart without editing this file. */
const CLIENT_FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const LAYERS = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server', './src/import', './src/test'],
    message: 'shared/ is used by both sides and imports neither.',
  },
  { target: './src/client', from: './src/server', message: 'The client never imports the server.' },
  {
    target: './src/client',
    from: './src/shared/reference',
    except: ['./osis.ts', './format.ts'],
    message:
      'The client imports only osis.ts and format.ts from shared/reference/: parse.ts and scan.ts load the reference parser (ADR 005); ask the server (lib/lookup.ts).',
  },
  { target: './src/client', from: './src/import', message: 'The client never imports the importer.' },
  { target: './src/server', from: './src/client', message: 'The server never imports the client.' },
  {
    target: './src/import',
    from: ['./src/client', './src/server'],
    message: 'The importer uses shared/ only.',
  },
  ...CLIENT_FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'Client features do not import each other; shared UI lives in components/ui.',
  })),
];
/** The importer's tests read the database back through the server's repository, as the app will. */
const IMPORT_TEST_LAYERS = LAYERS.filter((zone) => zone.target !== './src/import');

/**
 * Files that still prepare their own SQL (issue 44 §1, not finished): each is to move its queries
 * into a repository and leave this list; a file may never join it.
 */
const SQL_NOT_YET_IN_REPOSITORIES = [
  'src/server/studies/compose/commentary.ts',
  'src/server/studies/compose/family.ts',
  'src/server/studies/compose/name-topic.ts',
  'src/server/studies/compose/observation-names.ts',
  'src/server/studies/compose/repeated-words.ts',
  'src/server/studies/compose/strongs.ts',
  'src/server/studies/compose/verse-map.ts',
  'src/server/studies/compose/word-study.ts',
];

export default tseslint.config(
  { ignores: ['.tmp/', 'dist/', 'build/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // without the parser and extensions, import-x cannot read a TypeScript dependency and
      // no-cycle silently sees no cycle
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: LAYERS }],
    },
  },
  {
    // SQL lives in repositories (issue 44): a statement is prepared only in scripture/, store/ or a
    // file named *.repo.ts, which keeps its statements; everyone else calls the repository's methods.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.test.ts',
      'src/server/scripture/**',
      'src/server/store/**',
      'src/server/**/*.repo.ts',
      ...SQL_NOT_YET_IN_REPOSITORIES,
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message:
            'SQL belongs in a repository (scripture/, store/ or a *.repo.ts file): add a method there.',
        },
      ],
    },
  },
  {
    files: ['src/import/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: IMPORT_TEST_LAYERS }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Type-aware rules where they pay: promises that are neither awaited nor handled.
    files: ['src/**/*.{ts,tsx}'],
    // tests aside, and test data beside them (__fixtures__/: the checker's corpora, texts not code)
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/__fixtures__/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // a source file says one thing: past 300 lines it is two (issue 12); tests aside
      'max-lines': ['error', { max: 300 }],
    },
  },
  prettier,
);
