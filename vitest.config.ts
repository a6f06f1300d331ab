import { defineConfig } from 'vitest/config';
import { aliasCatalogs, compileCatalogs } from './scripts/vite-catalogs.ts';

// The server suite runs once on embedded PGlite and, when TEST_DATABASE_URL is set, a second time on
// that PostgreSQL server (each test file gets a fresh database either way). The bench's tests run the
// bench's set-up on a database, so they belong to it.
const isPostgresAvailable = Boolean(process.env.TEST_DATABASE_URL);

// Server test files share each worker's modules (every file builds its own app on its own database):
// loading the server's modules once per worker instead of once per file halves the suite's time. A
// file that replaces a module (vi.mock) needs a module graph of its own: it is named *.isolated.test.ts.
const ISOLATED_SERVER_FILES = 'src/server/**/*.isolated.test.ts';
const BENCH_FILES = 'scripts/bench/**/*.test.ts';

function serverProjects(kind: 'pglite' | 'postgres') {
  return [
    {
      extends: true as const,
      test: {
        name: `server-${kind}`,
        include: ['src/server/**/*.test.ts', BENCH_FILES],
        exclude: [ISOLATED_SERVER_FILES],
        isolate: false,
        environment: 'node',
        env: { TEST_DB_KIND: kind },
      },
    },
    {
      extends: true as const,
      test: {
        name: `server-${kind}-isolated`,
        include: [ISOLATED_SERVER_FILES],
        environment: 'node',
        env: { TEST_DB_KIND: kind },
      },
    },
  ];
}

export default defineConfig({
  // Client code checks API answers against their shared schemas in tests, as in development.
  define: { __CHECK_RESPONSES__: 'true', __LOCALE__: JSON.stringify('en') },
  // Client code is tested in English (its build language); the server loads every language itself.
  resolve: { tsconfigPaths: true, alias: aliasCatalogs(import.meta.dirname, 'en') },
  plugins: [compileCatalogs()],
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
          include: ['src/client/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [BENCH_FILES],
          environment: 'node',
        },
      },
      ...serverProjects('pglite'),
      ...(isPostgresAvailable ? serverProjects('postgres') : []),
    ],
  },
});
