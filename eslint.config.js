// One lint setup for every workspace: typescript-eslint, kebab-case file names and the one-way
// imports of ARCHITECTURE.md (shared <- functions/infra/frontend; components/lib -> features -> app;
// one feature -> another only through its index.ts).
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noAwsSdk = { group: ['@aws-sdk/*', 'aws-sdk'], message: 'Only functions/src/adapters talk to AWS.' };
const featureImports = [noAwsSdk, { group: ['**/app/**'], message: 'Imports run components/lib -> features -> app.' }];
const functionsOnly = { group: ['react', '@fairbill/frontend', '@fairbill/infra'], message: 'functions/ does not import the SPA or infra.' };

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
  {
    files: ['shared/src/**'],
    rules: restrict([
      noAwsSdk,
      { group: ['react', 'react-dom', 'node:*', 'fs', 'path'], message: 'shared/ is pure: no React, no Node I/O.' },
      { group: ['@fairbill/functions', '@fairbill/infra', '@fairbill/frontend'], message: 'shared/ imports nothing of ours.' },
    ]),
  },
  {
    files: ['functions/src/**'],
    ignores: ['functions/src/adapters/**'],
    rules: restrict([noAwsSdk, functionsOnly]),
  },
  {
    // functions/src floors: lib (env, logs, metrics) <- domain <- adapters <- handlers, whose
    // runtime.ts files are the composition roots.
    files: ['functions/src/lib/**'],
    rules: restrict([noAwsSdk, functionsOnly, { group: ['**/domain/**', '**/adapters/**', '**/handlers/**'], message: 'lib/ is the ground floor: it imports no domain, adapter or handler.' }]),
  },
  {
    files: ['functions/src/domain/**'],
    rules: restrict([noAwsSdk, functionsOnly, { group: ['**/adapters/**', '**/handlers/**', '**/lib/**'], message: 'The domain talks to ports, not to adapters, handlers or the runtime.' }]),
  },
  {
    files: ['infra/lib/**', 'infra/bin/**', 'infra/scripts/**'],
    rules: restrict([
      { group: ['@fairbill/frontend', 'react'], message: 'infra/ does not import the SPA.' },
      { group: ['**/functions/src/**'], message: "The CDK app takes functions' route table, table definition and keys from @fairbill/functions' declared entries." },
    ]),
  },
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([noAwsSdk, { group: ['@fairbill/functions', '@fairbill/infra', 'node:*'], message: 'The SPA talks to the API only.' }]),
    },
  },
  {
    files: ['frontend/src/components/**', 'frontend/src/lib/**', 'frontend/src/config/**'],
    rules: restrict([noAwsSdk, { group: ['**/features/**', '**/app/**'], message: 'Imports run components/lib -> features -> app.' }]),
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
