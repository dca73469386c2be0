/**
 * ESLint flat config: JavaScript's recommended rules, typescript-eslint's type-checked rules
 * (type information from tsconfig.json through the project service), the Rules of Hooks and
 * jsx-a11y for React code. Formatting is Prettier's job (.prettierrc.json), not ESLint's.
 * `npm run lint` runs it with --max-warnings=0; `npm test` runs `npm run lint`.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';

export default defineConfig(
  { ignores: ['dist/', '.tmp/', 'node_modules/', 'shared/content/generated/', 'bench/results/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // A leading underscore marks a parameter a signature requires but the body does not use
      // (Express tells error handlers by their four parameters).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles: one value import along a cycle makes module order decide whether a binding
    // exists at start-up, in one bundle and not another. The rule
    // skips type-only imports and has no option not to, so the modules a file imports are read
    // with eslint.cycleParser.mjs, which counts them: types two modules share then live in a
    // module of their own.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { [fileURLToPath(new URL('eslint.cycleParser.mjs', import.meta.url))]: ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        }),
      ],
    },
    // A loop through an import() is allowed: a route module's import() of its page runs after every module has
    // initialised, so it cannot leave a binding undefined (the route table names each page's chunk; the page reads it).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
