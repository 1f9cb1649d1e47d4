// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Browser code: everything under src/ that the site bundles (not the server, build or config). */
const browserFiles = [
  'src/components/**',
  'src/templates/**',
  'src/pages/**',
  'src/machines/**',
  'src/api-client/**',
  'src/i18n/**',
  'src/domain/**',
  'src/browser/**',
  'gatsby-browser.tsx',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      '.netlify/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'server/db/migrations/',
      'studio/dist/',
      'studio/.sanity/',
      // The Gatsby default starter, vendored as it is for npm run bench:site (its README), and its build.
      'scripts/bench-starter/',
      // Written by `sanity typegen generate`; npm test checks it is up to date.
      'src/content/sanity.types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      // Scrolling regions must take keyboard focus (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'], tags: [] }],
    },
  },
  {
    // Browser code never reaches the server side (STYLE.md "Say where code runs in its name").
    files: browserFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/*.server', '**/*.server.ts'],
              message: 'Browser code may not import server/.',
            },
            {
              group: ['node:*', 'pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*'],
              message: 'Browser code may not import server-only modules.',
            },
            {
              group: ['**/build/site'],
              message: "SITE_URL is not defined in the browser: read the page context's siteUrl (docs/decisions/008).",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain is pure: no React, no Gatsby, no I/O (DESIGN.md "Data flows one way").
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/*.server'], message: 'The domain may not import server/.' },
            {
              group: ['react', 'react-*', 'gatsby', 'gatsby-*', 'node:*', 'fs', 'path', 'pg', 'drizzle-orm'],
              message: 'The domain is pure: no React, Gatsby or I/O.',
            },
          ],
        },
      ],
    },
  },
);
