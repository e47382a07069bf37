// ESLint (flat config): typescript-eslint's recommended rules, React hooks, Docusaurus's own rules.
// Run by `npm run lint` and by `npm test`. Formatting is Prettier's job (.prettierrc.json).
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'docs/',
      'blog/',
      'diagram-cache/',
      'reports/',
      'test-results/',
      'static/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    // Tests: Playwright's fixtures call a function named `use`, and some tests load modules lazily.
    files: ['tests/**', '**/*.test.ts', '**/*.spec.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Node scripts in CommonJS (data-dependency loader, config files).
    files: ['**/*.{js,cjs}'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
