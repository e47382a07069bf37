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
    // Short functions read in one screen: split what grows past 80 lines (blank lines and comments
    // not counted), a test's body included.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts'],
    rules: {'max-lines-per-function': ['error', {max: 80, skipBlankLines: true, skipComments: true}]},
  },
  {
    // The one exception left: the game model's module list, whose room (src/game/) another change
    // owned when the rule came in. Split it there, then drop this block.
    files: ['src/game/generated.ts'],
    rules: {'max-lines-per-function': 'off'},
  },
  {
    // Tests: Playwright's fixtures call a function named `use`, and some tests load modules lazily.
    files: ['tests/**', '**/*.test.ts', '**/*.spec.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Node scripts in CommonJS (data-dependency loader, config files), and the Node search runner,
    // which loads lunr's plugins with require() as the search plugin's generated module does.
    files: ['**/*.{js,cjs}', 'scripts/lib/search-engine.ts'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
