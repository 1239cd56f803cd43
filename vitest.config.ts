import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { MOCKING_FILES } from './apps/api/test/setup/mockingFiles.ts'
import { postgresFiles } from './apps/api/test/setup/postgresFiles.ts'

const api = fileURLToPath(new URL('./apps/api', import.meta.url))

/**
 * The API suite runs on PGlite; with TEST_DATABASE_URL the files marked `// @postgres:` (what only a
 * real server does differently) run on PostgreSQL too. Each run migrates and seeds once
 * (apps/api/test/setup/databaseTemplates.ts) and every file clones that template; files share their
 * worker's imported app (isolate: false) except those that replace a module. See docs/testing.md.
 */
const apiProject = (driver: 'pglite' | 'postgres', isolate: boolean) => {
  const files = driver === 'postgres' ? postgresFiles(api) : ['src/**/*.test.ts', 'test/**/*.test.ts']
  return {
    test: {
      name: `api-${driver}${isolate ? '-isolated' : ''}`,
      root: 'apps/api',
      include: isolate ? MOCKING_FILES : files,
      exclude: [...configDefaults.exclude, ...(isolate ? [] : MOCKING_FILES)],
      isolate,
      environment: 'node',
      env: { TEST_DRIVER: driver },
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  }
}

const apiProjects = [apiProject('pglite', false), apiProject('pglite', true)]
if (process.env.TEST_DATABASE_URL) apiProjects.push(apiProject('postgres', false))

export default defineConfig({
  test: {
    // The API projects' template databases, built once per run for every project that runs.
    globalSetup: ['apps/api/test/setup/databaseTemplates.ts'],
    // testTimes: each file's time, for the clock `npm test` prints at the end.
    reporters: ['default', './scripts/testTimes.ts'],
    // vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // while the API files spend much of their time waiting on sockets and job polling.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      ...apiProjects,
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
})
