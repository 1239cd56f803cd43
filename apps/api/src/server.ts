import { loadEnv } from './config/env.ts'
import { claimDataDir } from './db/backup/control.ts'
import { DEMO_ACCOUNTS } from './db/seed/demo.ts'
import { serve } from './serve.ts'

const started = performance.now()
const env = loadEnv()
// The embedded database belongs to one process: take DATA_DIR first (fails when another server has it).
const lock = env.DATABASE_URL
  ? undefined
  : await claimDataDir(env.DATA_DIR, 'a Portico server').catch((error: Error) => {
      console.error(`\n  ${env.BRAND_NAME} cannot start: ${error.message}\n`)
      process.exit(1)
    })
const app = await serve(env, lock)

// Last line of defence (docs/decisions/0005): a promise nobody awaited is logged, not fatal, so one
// request cannot stop the server. A thrown exception leaves unknown state: log it and exit cleanly
// so the supervisor restarts a healthy process.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'))
process.once('uncaughtException', async (error) => {
  app.log.fatal({ err: error }, 'uncaught exception; stopping')
  await app.close().catch(() => undefined)
  process.exit(1)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close()
    process.exit(0)
  })
}

const seconds = ((performance.now() - started) / 1000).toFixed(2)
const logins =
  env.embeddedIdp && env.SEED_DEMO
    ? DEMO_ACCOUNTS.map((a) => `    ${a.email} / ${a.password}`).join('\n')
    : ''
console.log(
  `\n  ${env.BRAND_NAME} is running at ${env.PUBLIC_URL}  (ready in ${seconds} s, database: ${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`})\n` +
    `  Node ${process.version}\n` +
    `  API docs: ${env.PUBLIC_URL}/api/docs\n` +
    (logins ? `  Demo logins (e-mail / password):\n${logins}\n` : ''),
)
