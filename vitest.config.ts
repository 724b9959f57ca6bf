import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Projects with different worker limits must run as separate groups.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file clones its own seeded database; two at a time suits two cores.
          maxWorkers: 2,
          // A worker imports the server's module graph once for all the files it runs, not once
          // per file (~3 s of CPU each, 165 files). Safe because every file starts its own
          // services on its own database (harness.ts) and server modules keep state per database;
          // a file that mocks a module re-imports the server itself (sign-in-hashing.test.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      // Races against a real PostgreSQL server: only with DATABASE_URL (`npm run test:postgres`),
      // never part of `npm test`.
      ...(process.env.DATABASE_URL
        ? [{
            extends: true as const,
            test: {
              name: 'postgres',
              include: ['tests/postgres/**/*.test.ts'],
              environment: 'node',
              // Seeded once into a template database that each file clones (tests/api/template.ts).
              globalSetup: ['tests/api/global-setup.ts'],
              testTimeout: 120_000,
              hookTimeout: 240_000,
              // Two at a time, in the api project's group: the races fill the api files' second
              // core instead of running one by one after them (vitest's default is cores − 1: one).
              maxWorkers: 2,
              // As the api project: a worker imports the server once for all its files (~3 s each).
              isolate: false,
              sequence: { groupOrder: 1 },
            },
          }]
        : []),
    ],
  },
});
