import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', '.bench/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Rows and event data are JSON the database gives back: typed where read, `any` where passed on.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // MUI 9's Typography colours by name ("textSecondary", "error") and ignores a palette path
      // ("text.secondary"), which then leaves the text in the body's colour without a word.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='color'] Literal[value=/^[a-z]+\\.[a-zA-Z]+$/]",
          message: 'A palette path is ignored by this prop in MUI 9: use "textSecondary", "error"… or sx={{ color }}.',
        },
      ],
    },
  },
  {
    files: ['web/serviceWorker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  prettier,
);
