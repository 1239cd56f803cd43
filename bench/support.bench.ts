import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TicketListQuerySchema } from '@portico/contracts'
import { eq, sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import { loadEnv } from '../apps/api/src/config/env.ts'
import { type Db, openDatabase } from '../apps/api/src/db/client.ts'
import { companies, users } from '../apps/api/src/db/schema/index.ts'
import { seedDemo } from '../apps/api/src/db/seed/demo.ts'
import { listTickets } from '../apps/api/src/modules/support/ticketList.repository.ts'
import { loginEmbedded } from '../apps/api/test/helpers/oidcLogin.ts'
import { addStaffMember } from '../apps/api/test/helpers/staff.ts'
import { freePort } from '../apps/api/test/helpers/testApp.ts'
import { scratchDatabase } from './database.ts'
import { load, ratioLine } from './lib.ts'

const TICKETS = 50_000

/** 50,000 tickets over the demo customers, generated inside the database, then fresh statistics. */
export async function seedTickets(db: Db, providerId: string, requesterId: string, count: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into counters (company_id, series, period, value) values (${providerId}, 'ticket', 0, ${count})
      on conflict (company_id, series, period) do update set value = counters.value + ${count}`)
    await tx.execute(sql`
      with targets as (
        select array_agg(id order by name) as ids from companies where kind <> 'provider'
      )
      insert into tickets (number, provider_id, company_id, requester_id, subject, impact, urgency, priority,
        status, first_response_due_at, resolution_due_at, last_update_at, last_update_by, created_at, updated_at)
      select n, ${providerId}, (select ids from targets)[n % array_length((select ids from targets), 1) + 1],
        ${requesterId},
        (array['Mail is down','VPN is slow','Printer jam','Invoice question','New user','Backup failed'])[n % 6 + 1] || ' ' || n,
        (array['low','medium','high'])[n % 3 + 1], (array['low','medium','high'])[(n / 3) % 3 + 1],
        (array['p1','p2','p3','p4'])[n % 4 + 1],
        (array['open','waiting_on_customer','on_hold','closed','closed'])[n % 5 + 1],
        now() - (n || ' minutes')::interval + interval '4 hours',
        now() - (n || ' minutes')::interval + interval '3 days',
        now() - (n || ' minutes')::interval, ${requesterId},
        now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
      from generate_series(1, ${count}::int) as n`)
  })
  await db.execute(sql`analyze tickets`)
}

/** Staff ticket list over 50,000 tickets against a bare route running the same repository function. */
export async function benchTickets(adminUrl?: string): Promise<string[]> {
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : undefined
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
  const port = await freePort()
  const env = loadEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  })
  const database = await openDatabase({ url: scratch?.url, dataDir: dir })
  const { db } = database
  await seedDemo(db, { issuer: env.issuer, withAccounts: true })
  const [provider] = await db.select().from(companies).where(eq(companies.kind, 'provider'))
  const [jane] = await db.select().from(users).where(eq(users.email, 'jane@example.com'))
  if (!provider || !jane) throw new Error('demo data missing')
  await seedTickets(db, provider.id, jane.id, TICKETS)
  await addStaffMember(db, {
    issuer: env.issuer,
    providerId: provider.id,
    email: 'bench@example.com',
    password: 'bench-staff',
    name: 'Bench',
  })

  const app = await buildApp(env, { database, logger: false })
  let ctx: Parameters<typeof listTickets>[0] | undefined
  const query = TicketListQuerySchema.parse({ limit: 25 })
  app.get('/bench/tickets-bare', async (_req, reply) =>
    reply.type('application/json').send(JSON.stringify(await listTickets(ctx ?? fail(), query))),
  )
  app.addHook('onResponse', async (request) => {
    if (!ctx && request.ctx) ctx = request.ctx
  })
  await app.listen({ port, host: '127.0.0.1' })
  const label = adminUrl ? 'PostgreSQL' : 'PGlite'
  try {
    const tokens = await loginEmbedded(env.PUBLIC_URL, 'bench@example.com', 'bench-staff')
    const headers = { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' }
    const listUrl = `${env.PUBLIC_URL}/api/v1/tickets?limit=25`
    const first = await fetch(listUrl, { headers })
    const body = (await first.json()) as { data: unknown[] }
    if (body.data.length !== 25) throw new Error(`list gave ${body.data.length} rows`)
    const baseline = await load(`${env.PUBLIC_URL}/bench/tickets-bare`)
    const full = await load(listUrl, headers)
    if (full.non2xx || full.errors)
      throw new Error(`list answered ${full.non2xx} non-2xx, ${full.errors} errors`)
    return [ratioLine(`GET /tickets staff, 50k (${label})`, full, baseline, 0.5)]
  } finally {
    await app.close()
    await database.close()
    await scratch?.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

function fail(): never {
  throw new Error('no request context captured yet')
}
