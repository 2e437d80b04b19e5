// One lint setup for every workspace: typescript-eslint, kebab-case file names and the one-way
// imports of ARCHITECTURE.md (infra -> functions -> shared, frontend -> shared; the e2e workspace
// uses them all, the emulators only shared; components/lib -> features -> app; one feature ->
// another only through its index.ts).
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A file gets the restricted imports of the LAST block that matches it (a later block replaces the
// rule's options), so every block of a workspace repeats that workspace's edges below.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noAwsSdk = { group: ['@aws-sdk/*', 'aws-sdk'], message: 'Only functions/src/adapters talk to AWS.' };

// Workspace edges (issue 15): another workspace is imported by its package name and the entries
// its package.json `exports` declares, never by a relative path that leaves the importing
// workspace. The top-level workspaces are told by the sibling folder the path climbs into; the two
// nested under infra/ (e2e, emulators) by how many folders the path climbs (nestedWorkspace below).
const LEAVING_MESSAGE = 'Import another workspace by its package name (@fairbill/...) and declared entries, not by a relative path.';
const leaving = (...folders) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message: LEAVING_MESSAGE });
const sharedEdges = [
  leaving('functions', 'infra', 'frontend'),
  { group: ['@fairbill/functions', '@fairbill/infra', '@fairbill/emulators', '@fairbill/e2e', '@fairbill/frontend'], message: 'shared/ imports nothing of ours.' },
];
const functionsEdges = [
  leaving('shared', 'infra', 'frontend'),
  { group: ['react', '@fairbill/frontend', '@fairbill/infra', '@fairbill/e2e'], message: 'functions/ (its tests included) imports neither the SPA, infra nor the e2e workspace.' },
];
// The emulators are functions' devDependency: its tests' global setup uses them, its source never.
const functionsSrcEdges = [...functionsEdges, { group: ['@fairbill/emulators'], message: 'functions/src does not import the emulators (a devDependency for the tests).' }];
const infraEdges = [
  leaving('shared', 'functions', 'frontend', 'e2e', 'emulators'),
  { group: ['react', '@fairbill/frontend', '@fairbill/e2e'], message: 'infra/ imports neither the SPA nor the e2e workspace (which imports infra).' },
];
const frontendEdges = [
  leaving('shared', 'functions', 'infra'),
  { group: ['@fairbill/functions', '@fairbill/infra', '@fairbill/emulators', '@fairbill/e2e'], message: 'The SPA talks to the API only.' },
];
const spaEdges = [...frontendEdges, { group: ['node:*'], message: 'The SPA runs in the browser: no Node modules.' }];
const featureImports = [noAwsSdk, ...spaEdges, { group: ['**/app/**'], message: 'Imports run components/lib -> features -> app.' }];

/** A workspace nested under infra/: from a file `depth` folders inside it, (depth + 1) times '../' leaves it. */
const nestedWorkspace = (root, patterns) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`${root}/${'*/'.repeat(depth)}*`],
    rules: restrict([...patterns, { regex: `^(\\.\\./){${depth + 1}}`, message: LEAVING_MESSAGE }]),
  }));

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/cdk.out/', '**/coverage/', '.data/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Dot-folders (.ci) are named by convention, not by us.
    files: ['.ci/**'],
    rules: { 'check-file/folder-naming-convention': 'off' },
  },
  { files: ['shared/**'], rules: restrict(sharedEdges) },
  {
    files: ['shared/src/**'],
    rules: restrict([
      noAwsSdk,
      { group: ['react', 'react-dom', 'node:*', 'fs', 'path'], message: 'shared/ is pure: no React, no Node I/O.' },
      ...sharedEdges,
    ]),
  },
  { files: ['functions/**'], rules: restrict(functionsEdges) },
  { files: ['functions/src/**'], rules: restrict(functionsSrcEdges) },
  {
    files: ['functions/src/**'],
    ignores: ['functions/src/adapters/**'],
    rules: restrict([noAwsSdk, ...functionsSrcEdges]),
  },
  {
    // functions/src floors: lib (env, logs, metrics) <- domain <- adapters <- handlers, whose
    // runtime.ts files are the composition roots.
    files: ['functions/src/lib/**'],
    rules: restrict([noAwsSdk, ...functionsSrcEdges, { group: ['**/domain/**', '**/adapters/**', '**/handlers/**'], message: 'lib/ is the ground floor: it imports no domain, adapter or handler.' }]),
  },
  {
    files: ['functions/src/domain/**'],
    rules: restrict([noAwsSdk, ...functionsSrcEdges, { group: ['**/adapters/**', '**/handlers/**', '**/lib/**'], message: 'The domain talks to ports, not to adapters, handlers or the runtime.' }]),
  },
  { files: ['infra/**'], ignores: ['infra/e2e/**', 'infra/emulators/**'], rules: restrict(infraEdges) },
  {
    files: ['infra/lib/**', 'infra/bin/**', 'infra/scripts/**'],
    rules: restrict([
      ...infraEdges,
      { group: ['**/functions/src/**'], message: "The CDK app takes functions' route table, table definition and keys from @fairbill/functions' declared entries." },
    ]),
  },
  // @fairbill/emulators (infra/emulators) depends on no workspace of ours but shared: what it needs
  // of functions (the tables) its caller passes in.
  ...nestedWorkspace('infra/emulators', [
    { group: ['@fairbill/functions', '@fairbill/infra', '@fairbill/e2e', '@fairbill/frontend'], message: 'The emulators import no workspace of ours but @fairbill/shared: the caller passes in what they need.' },
  ]),
  // @fairbill/e2e (infra/e2e) drives the stack from outside: functions, infra, the emulators and
  // shared through their declared entries, the SPA only through a browser.
  ...nestedWorkspace('infra/e2e', [{ group: ['@fairbill/frontend'], message: 'The journeys drive the SPA through a browser, they do not import it.' }]),
  { files: ['frontend/**'], rules: restrict(frontendEdges) },
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([noAwsSdk, ...spaEdges]),
    },
  },
  {
    files: ['frontend/src/components/**', 'frontend/src/lib/**', 'frontend/src/config/**'],
    rules: restrict([noAwsSdk, ...spaEdges, { group: ['**/features/**', '**/app/**'], message: 'Imports run components/lib -> features -> app.' }]),
  },
  {
    files: ['frontend/src/features/**'],
    rules: restrict(featureImports),
  },
  // A feature uses another only through its public entry, features/<name>/index.ts ('../<name>').
  // From a file `depth` folders inside its feature, (depth + 1) times '../' reaches features/, so a
  // name and a slash after that is a deep import (as is any 'features/<name>/' path).
  ...[0, 1, 2].map((depth) => ({
    files: [`frontend/src/features/*/${'*/'.repeat(depth)}*`],
    rules: restrict([
      ...featureImports,
      { regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/|(^|/)features/[^/]+/`, message: "Import another feature from its index.ts ('../<feature>'), not its files." },
    ]),
  })),
);
