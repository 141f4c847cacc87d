import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One lint setup for the workspace. The `no-restricted-imports` blocks keep DESIGN.md's rule of
 * the house: packages/* never import apps/*, and the web app never imports the server.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@backlay/server', '@backlay/server/*', '@backlay/web', '@backlay/web/*'],
              message: 'packages/* must not import apps/* (DESIGN.md).',
            },
            { group: ['**/apps/**'], message: 'packages/* must not import apps/* (DESIGN.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@backlay/server', '@backlay/server/*'],
              message: 'The web app must not import the server (DESIGN.md).',
            },
            {
              group: ['**/server/**', '**/apps/server/**'],
              message: 'The web app must not import the server (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
);
