import { defineConfig } from 'vitest/config'
import { pathAliases } from './web/build/path-aliases.ts'

export default defineConfig({
  test: {
    // Vitest runs files on one core fewer than the machine has: on CI's two cores that was one file
    // at a time, 188 s with one core idle. Both cores: 124 s, the same 187 files passing.
    maxWorkers: '100%',
    projects: [
      {
        // Each API test file builds its own app on its own database and mocks nothing, so the files
        // share one module graph per worker: loading the app once instead of per file halves the
        // project's time (160 s -> 78 s on two cores).
        resolve: { alias: pathAliases() },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          isolate: false,
        },
      },
      {
        // Unit tests load web code too (the page meta the server render writes), and some mock
        // modules or the clock, so each file keeps its own module graph: in a VM context of a
        // thread that stays up, rather than a fresh worker per file (30 s -> 22 s).
        resolve: { alias: pathAliases() },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          pool: 'vmThreads',
          testTimeout: 20_000,
        },
      },
      {
        // Each page test file keeps its own module graph and DOM, in a VM context of a thread that
        // stays up: a fresh worker per file set up happy-dom 57 times, 40% of the project's time
        // (81 s -> 28 s).
        resolve: { alias: pathAliases() },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          pool: 'vmThreads',
          setupFiles: ['tests/web/kit/setup.ts'],
        },
      },
      {
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          globalSetup: ['tests/helpers/worker-global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
