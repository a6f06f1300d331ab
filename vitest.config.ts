import { defineConfig } from 'vitest/config';

// The server suite runs once on embedded PGlite and, when TEST_DATABASE_URL is set, a second time on
// that PostgreSQL server (each test file gets a fresh database either way).
const isPostgresAvailable = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/client/**/*.test.ts', 'src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(isPostgresAvailable
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: ['src/server/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
