// One lint configuration for the whole repository.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// The server side (server, contract, content, bench, scripts): no import cycles, and the
// type-aware rules that catch a promise nobody awaits or handles.
const SERVER_SIDE_TS = ['apps/server/**/*.ts', 'packages/contract/**/*.ts', 'content/**/*.ts', 'bench/**/*.ts'];
const SERVER_SIDE = [...SERVER_SIDE_TS, 'apps/server/**/*.mjs', 'scripts/**/*.mjs'];
const WEB_TS = ['apps/web/**/*.{ts,tsx}'];

// The web app's rooms (docs/architecture.md, "Web app"): pages and app/ compose features;
// a feature does not import another feature (the page hands one feature's piece to another);
// shared code (api, components, hooks, i18n, lib, stores) imports no feature, page or app code.
const WEB = 'apps/web/src';
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_SHARED = ['api', 'components', 'hooks', 'i18n', 'lib', 'stores'];
const WEB_BOUNDARY_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: let the page pass the piece in (props or a render function), or move shared code to api/, components/, hooks/ or lib/.',
  })),
  { target: `${WEB}/features`, from: [`${WEB}/pages`, `${WEB}/app`], message: 'Features are composed by pages and app/, not the other way round.' },
  ...WEB_SHARED.map((folder) => ({
    target: `${WEB}/${folder}`,
    from: [`${WEB}/features`, `${WEB}/pages`, `${WEB}/app`],
    message: `Shared code in ${folder}/ is used by features and pages; it does not import them.`,
  })),
  { target: `${WEB}/pages`, from: `${WEB}/app`, message: 'Pages are registered by app/; they do not import it.' },
  {
    target: ['features', 'pages', 'components', 'hooks', 'stores'].map((folder) => `${WEB}/${folder}`),
    from: `${WEB}/lib/api.ts`,
    message: 'Call the server through src/api/<group>.ts, where each endpoint is defined once.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'playwright-report/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-console': 'off',
    },
  },
  {
    files: SERVER_SIDE,
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: SERVER_SIDE_TS,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: WEB_TS,
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: 'apps/web/tsconfig.json' })],
    },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Tests may start the whole app (app/, a page) to exercise a piece through it.
    files: WEB_TS,
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    // Zones are relative to this file, wherever eslint is started from.
    rules: { 'import-x/no-restricted-paths': ['error', { zones: WEB_BOUNDARY_ZONES, basePath: import.meta.dirname }] },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
