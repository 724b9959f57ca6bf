// Lint: typescript-eslint's recommended rules, unhandled promises (type-aware), React hooks,
// and the import direction of DESIGN.md (contract → machines → commands → src; server uses
// contract and machines), and inside src/ its layers, lowest first: api → ui → platform →
// features → app.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * One config object per layer: its files may not import the `forbidden` folders, the
 * `packages`, nor what `extra` patterns name. A later object replaces an earlier one's
 * no-restricted-imports for the files both match, so each src layer repeats src's own bans.
 */
const layer = (files, forbidden, packages = [], extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((dir) => ({ group: [`**/${dir}/**`, `../${dir}/*`, `../../${dir}/*`], message: `This layer may not import from ${dir}/ (DESIGN.md).` })),
          ...packages.map((name) => ({ group: [name, `${name}/*`], message: `This layer stays pure: no ${name}.` })),
          ...extra,
        ],
      },
    ],
  },
});

// Every folder under src/features is a feature, read here so a new one is covered at once.
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature may not import another: what two features share moves down to platform or ui.
 * Siblings are reached as ../other (from a feature's own files) or ../../other (from one
 * folder deeper); the top-level machines/ is ../../../machines from there, so it stays allowed.
 */
const otherFeatures = (feature) =>
  FEATURES.filter((other) => other !== feature).map((other) => ({
    group: [`**/features/${other}`, `**/features/${other}/**`, `../${other}`, `../${other}/**`, `../../${other}`, `../../${other}/**`],
    message: `A feature may not import another feature (${other}/): move what both need down to src/platform or src/ui.`,
  }));
const SRC = ['server', 'tests'];

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
  // Promises need type information: one not awaited loses its failure, and one handed to a
  // void callback (onClick, setTimeout, process.on) loses it too. The type-aware parse costs
  // about a full type check, so only these two rules use it (docs/decisions.md).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  layer(['contract/**'], ['machines', 'commands', 'src', 'server', 'tests'], ['react', 'xstate', 'ky', 'hono', 'pg', 'drizzle-orm', '@electric-sql/pglite']),
  layer(['machines/**'], ['commands', 'src', 'server', 'tests'], ['react', 'react-dom', 'ky', 'hono', 'pg', 'drizzle-orm', '@electric-sql/pglite', 'wouter']),
  layer(['commands/**'], ['src', 'server', 'tests']),
  layer(['server/**'], ['src', 'commands', 'tests'], ['react', 'react-dom', 'wouter', 'ky']),
  layer(['src/**'], SRC),
  layer(['src/api/**'], [...SRC, 'ui', 'platform', 'features', 'app']),
  layer(['src/ui/**'], [...SRC, 'platform', 'features', 'app']),
  layer(['src/platform/**'], [...SRC, 'features', 'app']),
  ...FEATURES.map((feature) => layer([`src/features/${feature}/**`], [...SRC, 'app'], [], otherFeatures(feature))),
);
