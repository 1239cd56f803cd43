import { defineConfig } from 'vitest/config'

// The API suite runs on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const apiProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${driver}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
})
