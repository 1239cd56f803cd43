import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
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

/**
 * A tar already in memory, handed to PGlite's `loadDataDir` without a copy: Node's
 * `Blob.arrayBuffer()` reads a 60 MB Blob in small chunks and joins them, 0.6 s of CPU on each
 * open, more than the database's own start. PGlite reads only its type and its bytes.
 */
class TarInMemory extends Blob {
  readonly #bytes: ArrayBuffer
  constructor(bytes: Uint8Array) {
    super([], { type: 'application/x-tar' })
    this.#bytes = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  }
  override arrayBuffer() {
    return Promise.resolve(this.#bytes)
  }
}

// A worker runs many files (isolate: false): each dump is read and unpacked once.
const dumps = new Map<string, Blob>()

/** PGlite: the dump to start an in-memory database from (an uncompressed tar; PGlite only reads it). */
export function pgliteDump(name: TemplateName): Blob {
  const path = templates()[name]
  let dump = dumps.get(path)
  if (!dump) {
    dump = new TarInMemory(gunzipSync(readFileSync(path)))
    dumps.set(path, dump)
  }
  return dump
}
