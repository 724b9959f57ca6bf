// Lint: typescript-eslint's recommended rules, React hooks, and the import direction of
// DESIGN.md (contract → machines → commands → src; server uses contract and machines).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const layer = (files, forbidden, packages = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((dir) => ({ group: [`**/${dir}/**`, `../${dir}/*`, `../../${dir}/*`], message: `This layer may not import from ${dir}/ (DESIGN.md).` })),
          ...packages.map((name) => ({ group: [name, `${name}/*`], message: `This layer stays pure: no ${name}.` })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/db/migrations/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'bench/.data/**', 'dist-server/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  layer(['contract/**'], ['machines', 'commands', 'src', 'server', 'tests'], ['react', 'xstate', 'ky', 'hono', 'pg', 'drizzle-orm', '@electric-sql/pglite']),
  layer(['machines/**'], ['commands', 'src', 'server', 'tests'], ['react', 'react-dom', 'ky', 'hono', 'pg', 'drizzle-orm', '@electric-sql/pglite', 'wouter']),
  layer(['commands/**'], ['src', 'server', 'tests']),
  layer(['server/**'], ['src', 'commands', 'tests'], ['react', 'react-dom', 'wouter', 'ky']),
  layer(['src/**'], ['server', 'tests']),
);
