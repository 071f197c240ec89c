import { defineConfig } from 'vitest/config'
import { pathAliases } from './web/build/path-aliases.ts'

export default defineConfig({
  test: {
    projects: [
      {
        // Unit tests load web code too (the page meta the server render writes).
        resolve: { alias: pathAliases() },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: pathAliases() },
        test: { name: 'web', include: ['tests/web/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
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
