import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const MENU_MODEL = "The menu's model is pure data: it reads no address, storage or component.";
const MENU_ADDRESS = "The address owns which dish is open and needs nothing else of the menu: the pages' first scripts bundle it alone.";
const MENU_STORAGE = 'What the phone keeps is read by the components, never the other way round.';
const NODE_ONLY = 'Node runs only in the build: read content in src/content/, and give the components its data.';

export default tseslint.config(
  { ignores: ['dist', 'dist.next', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Modules that import each other, even for types, cannot be read or changed one at a time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The scrolling card row is a focusable region (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    // Only the content layer reads files: the rest of src/ runs in the browser too, where Node's modules do not exist.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/content/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: NODE_ONLY })),
          patterns: [{ group: ['node:*'], message: NODE_ONLY }],
        },
      ],
    },
  },
  {
    // The menu's layers: its data knows nothing of the page, the address nothing of the rest, storage nothing of the components.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'src/menu/model', from: ['src/menu/address', 'src/menu/storage', 'src/menu/components'], message: MENU_MODEL },
            { target: 'src/menu/address', from: ['src/menu/model', 'src/menu/storage', 'src/menu/components'], message: MENU_ADDRESS },
            { target: 'src/menu/storage', from: ['src/menu/address', 'src/menu/components'], message: MENU_STORAGE },
          ],
        },
      ],
    },
  },
  reactHooks.configs.flat['recommended-latest'],
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
