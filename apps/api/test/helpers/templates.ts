import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { type Env, loadEnv } from '../../src/config/env.ts'
import { demoSeedOptions } from '../../src/db/prepare.ts'

/** The run's template databases (setup/databaseTemplates.ts): dump files on PGlite, database names on PostgreSQL. */
export type DatabaseTemplates = { driver: 'pglite' | 'postgres'; migrated: string; demo: string }
/** `migrated`: the schema without rows; `demo`: as a first start with the tests' environment left it. */
export type TemplateName = 'migrated' | 'demo'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Partial<Record<DatabaseTemplates['driver'], DatabaseTemplates>>
  }
}

/** The environment the `demo` template is prepared with: the tests' own, before a file's overrides. */
export function templateEnv(): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
}

const seedKey = (env: Env) =>
  JSON.stringify({ seed: env.SEED_DEMO, orders: env.SEED_DEMO_ORDERS, ...demoSeedOptions(env) })

/**
 * The template a server with this environment starts from: `demo` when its first start would write
 * the same rows (a file that sets PROVIDER_TIME_ZONE, an outside IdP or the demo orders starts from
 * `migrated` and seeds its own).
 */
export function templateFor(env: Env): TemplateName {
  return seedKey(env) === seedKey(templateEnv()) ? 'demo' : 'migrated'
}

/** The templates of the driver this file runs on (TEST_DRIVER). */
export function templates(): DatabaseTemplates {
  const driver = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite'
  const provided = inject('databaseTemplates')?.[driver]
  if (!provided)
    throw new Error(`no ${driver} template databases: vitest.config.ts runs setup/databaseTemplates.ts`)
  return provided
}

// A worker runs many files (isolate: false): each dump is read from disk once.
const dumps = new Map<string, Blob>()

/** PGlite: the dump to start an in-memory database from. */
export function pgliteDump(name: TemplateName): Blob {
  const path = templates()[name]
  let dump = dumps.get(path)
  if (!dump) {
    dump = new Blob([readFileSync(path)])
    dumps.set(path, dump)
  }
  return dump
}
