import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import type { Env } from './config/env.ts'
import type { DataDirLock } from './db/backup/control.ts'
import { openDatabase } from './db/client.ts'

export { loadEnv } from './config/env.ts'
export { claimDataDir } from './db/backup/control.ts'

/**
 * One portal listening on PORT: its database opened, the app built on it. Closing the app closes
 * the database and releases DATA_DIR's `lock` (taken by the caller first: an embedded database
 * belongs to one server), and so does a start that fails. `server.ts` runs one per process; the
 * browser tests run one per spec file inside their worker (e2e/support/server.ts).
 */
export async function serve(env: Env, lock?: DataDirLock): Promise<FastifyInstance> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
    async (error: unknown) => {
      await lock?.release()
      throw error
    },
  )
  const closeAll = async () => {
    await database.close()
    await lock?.release()
  }
  let app: FastifyInstance | undefined
  try {
    app = await buildApp(env, { database })
    app.addHook('onClose', closeAll)
    const { dump } = database
    if (lock && dump) lock.serve({ dump })
    await app.listen({ port: env.PORT, host: env.HOST })
    return app
  } catch (error) {
    await (app ? app.close() : closeAll()).catch(() => undefined)
    throw error
  }
}
