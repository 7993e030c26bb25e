// One flat config for the whole workspace. The import zones keep the web app's features
// independent (docs/style.md): a feature never imports a sibling. Features meet in app/routes
// and in each feature's own composition layer: its `routes/` (the pages, which may show the
// signed-in identity or a sibling's widget) and its `feature.ts` (the registration).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** A feature's composition layer, which may import its siblings (see above). */
const COMPOSITION = new Set(['routes', 'feature.ts']);

const featureZones = features.flatMap((name) =>
  readdirSync(`${featuresDir}/${name}`)
    .filter((entry) => !COMPOSITION.has(entry))
    .map((entry) => ({
      target: `./${featuresDir}/${name}/${entry}`,
      from: `./${featuresDir}`,
      except: [`./${name}`],
      message:
        "A feature never imports a sibling feature; compose them in app/routes or the feature's routes/ (docs/style.md).",
    })),
);

// Contracts has one entry per domain and none at the root (docs/adr/0019-contracts-subpaths.md).
const CONTRACTS_ROOT = {
  name: '@armada/contracts',
  message: 'Import from the subpath of the domain: @armada/contracts/alerts, /shared, ...',
};
const CONTRACTS_TESTING = {
  group: ['@armada/contracts/testing'],
  message: 'Test fixtures are for test files only.',
};
const CONTRACTS_SERVER = {
  group: ['@armada/contracts/server'],
  message: 'Server-only code (Node HTTP handlers); the web never imports it.',
};
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  'tests/**',
  'scripts/bench/**',
  '**/vitest.config.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      // Scratch and build output of the scripts (git-ignored): the bench smoke bundles, logs.
      '.tmp/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Written by apps/web/scripts/generate-contract.ts.
      '**/*.generated.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { import: importPlugin },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import/resolver': {
        typescript: {
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'tests/tsconfig.json',
            'scripts/tsconfig.json',
          ],
          // As Node and TypeScript resolve: `@armada/contracts/server` is null for `browser`.
          conditionNames: ['types', 'import', 'node', 'default'],
        },
        node: true,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer; the app composes features.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared components do not depend on features.',
            },
            {
              target: './packages/contracts',
              from: './apps',
              message: 'Contracts are the base layer and import no app.',
            },
            {
              target: './apps/simulator',
              from: './apps/gateway',
              message: 'The simulator stands alone; the gateway mounts it, not the reverse.',
            },
            {
              target: './apps/simulator/src/domain',
              from: './apps/simulator/src/transport',
              message: 'The domain is pure: it never reaches into transport.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [CONTRACTS_ROOT], patterns: [CONTRACTS_TESTING] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use literal unions, not enums (docs/style.md).',
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [CONTRACTS_ROOT] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [CONTRACTS_ROOT], patterns: [CONTRACTS_SERVER, CONTRACTS_TESTING] },
      ],
    },
  },
  {
    files: TEST_FILES.map((glob) => `apps/web/${glob}`),
    rules: {
      'no-restricted-imports': ['error', { paths: [CONTRACTS_ROOT], patterns: [CONTRACTS_SERVER] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/simulator/src/domain/**/*.ts', 'apps/simulator/src/engine/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Inject a Clock (docs/style.md).' },
        { object: 'Math', property: 'random', message: 'Inject a seeded Rng (docs/style.md).' },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'setTimeout',
          message: 'Inject a Clock; no timers in domain/engine (docs/style.md).',
        },
        {
          name: 'setInterval',
          message: 'Inject a Clock; no timers in domain/engine (docs/style.md).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
