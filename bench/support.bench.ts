import { TicketListQuerySchema } from '@portico/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Env } from '../apps/api/src/config/env.ts'
import type { Db } from '../apps/api/src/db/client.ts'
import { users } from '../apps/api/src/db/schema/index.ts'
import { listTickets } from '../apps/api/src/modules/support/ticketList.repository.ts'
import { addBenchStaff, BENCH_STAFF, type Bench, demoProviderId, withBench } from './harness.ts'

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
  const seed = async (db: Db, env: Env) => {
    const providerId = await demoProviderId(db)
    const [jane] = await db.select().from(users).where(eq(users.email, 'jane@example.com'))
    if (!jane) throw new Error('demo data missing')
    await seedTickets(db, providerId, jane.id, TICKETS)
    await addBenchStaff(db, env, providerId)
  }
  const query = TicketListQuerySchema.parse({ limit: 25 })
  const bare = (bench: Bench) => listTickets(bench.ctx(), query)
  return withBench({ adminUrl, seed, bare }, async (bench) => {
    const headers = await bench.signIn(BENCH_STAFF.email, BENCH_STAFF.password)
    const path = '/api/v1/tickets?limit=25'
    const first = await fetch(`${bench.url}${path}`, { headers })
    const body = (await first.json()) as { data: unknown[] }
    if (body.data.length !== 25) throw new Error(`list gave ${body.data.length} rows`)
    return [await bench.ratioAgainstBare('GET /tickets staff, 50k', path, headers, 0.5)]
  })
}
