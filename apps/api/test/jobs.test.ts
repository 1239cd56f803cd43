// @postgres: the job queue: a job exists only if its transaction commits; two instances run each job once (docs/testing.md)
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type JobDefinition, type JobQueue, startJobQueue } from '../src/db/queue.ts'
import { mailOutbox } from '../src/db/schema/index.ts'
import type { Platform } from '../src/platform.ts'
import { freePort } from './helpers/freePort.ts'
import { matrixSetup, type Who } from './helpers/matrix.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { openTestDatabase, startTestApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'
import { until } from './helpers/until.ts'

describe('mail on the job queue: a mail server that is down delays mail, never loses it', () => {
  let t: TestApp
  let tokens: Record<Who, Tokens>
  let ids: Record<string, string>
  let smtpPort: number
  const received: { messageId: string; to: string }[] = []
  let smtp: SMTPServer | undefined
  const as = (who: Who, company?: string) => api(t, tokens[who].access_token, company)

  beforeAll(async () => {
    smtpPort = await freePort()
    t = await startTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Portico <no-reply@portico.test>' },
      { jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } },
    )
    ;({ tokens, ids } = await matrixSetup(t))
  })
  afterAll(async () => {
    await t?.close()
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  })

  const outbox = async () =>
    (await t.database.db.select().from(mailOutbox)).filter((m) => m.to === 'jane@example.com')

  it('retries, fails visibly, and is delivered exactly once after staff retry the job', async () => {
    // Only the requester's mail is followed here: staff hear of the new ticket in the bell alone.
    const settings = `/api/v1/companies/${ids['Portico Demo Provider']}/notifications`
    const { defaults } = (await as('admin')('GET', settings)).body.data
    const quiet = await as('admin')('PUT', `${settings}/defaults`, { ...defaults, ticket_created: 'in_app' })
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200)
    const created = await as('jane')('POST', '/api/v1/tickets', {
      company: ids['Acme B.V.'],
      subject: 'Printer on fire',
      impact: 'low',
      urgency: 'low',
      message: 'Smoke everywhere.',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    // Nothing listens on the SMTP port: two attempts (retryLimit 1), then the job fails.
    const failed = await until(async () => {
      const res = await as('staff')('GET', '/api/v1/jobs?queue=mail.deliver&state=failed')
      return res.body.data?.length ? res.body.data : undefined
    })
    expect(failed).toHaveLength(1)
    expect(failed[0].retry_count).toBe(1)
    expect(failed[0].error).toMatch(/ECONNREFUSED|connect/i)
    const [stored] = await outbox()
    expect(stored?.status).toBe('failed')
    expect(stored?.error).toMatch(/ECONNREFUSED|connect/i)

    const queues = await as('staff')('GET', '/api/v1/jobs/queues')
    expect(queues.status).toBe(200)
    const mailQueue = queues.body.data.find((q: { name: string }) => q.name === 'mail.deliver')
    expect(mailQueue.counts.failed).toBe(1)

    // Customers neither see nor retry jobs.
    expect((await as('jane', ids['Acme B.V.'])('GET', '/api/v1/jobs')).status).toBe(403)
    expect((await as('jane')('POST', `/api/v1/jobs/mail.deliver/${failed[0].id}/retry`)).status).toBe(403)
    // Only failed jobs can be retried; an unknown one is a 404.
    expect((await as('staff')('POST', `/api/v1/jobs/mail.deliver/${randomUUID()}/retry`)).status).toBe(404)

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString()
        })
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? ''
          received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address).join(',') })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp?.listen(smtpPort, '127.0.0.1', () => resolve()))

    expect((await as('staff')('POST', `/api/v1/jobs/mail.deliver/${failed[0].id}/retry`)).status).toBe(204)
    const sent = await until(async () => (await outbox()).find((m) => m.status === 'sent'))
    expect(sent.error).toBeNull()
    await new Promise((r) => setTimeout(r, 1500))
    expect(received.filter((m) => m.to === 'jane@example.com')).toHaveLength(1)
    expect(received[0]?.messageId).toBe(`<${sent.id}@portico.test>`)
    // A second retry of a job that is no longer failed is refused.
    expect((await as('staff')('POST', `/api/v1/jobs/mail.deliver/${failed[0].id}/retry`)).status).toBe(404)
  })

  it("shows staff only their provider's jobs; a super-admin sees every job", async () => {
    const other = randomUUID()
    await t.database.db.execute(
      sql`insert into pgboss.job (name, data, state) values ('mail.deliver', ${JSON.stringify({ providerId: other, id: randomUUID() })}::jsonb, 'failed')`,
    )
    const mine = await as('staff')('GET', '/api/v1/jobs?queue=mail.deliver')
    expect(mine.body.data.some((j: { data: { providerId: string } }) => j.data.providerId === other)).toBe(
      false,
    )
    const all = await as('admin')('GET', '/api/v1/jobs?queue=mail.deliver')
    expect(all.body.data.some((j: { data: { providerId: string } }) => j.data.providerId === other)).toBe(
      true,
    )
    const bad = await as('staff')('GET', '/api/v1/jobs?state=exploded')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('state')
  })
})

describe('the queue itself', () => {
  const platform = { timeZone: 'Europe/Amsterdam' } as Omit<Platform, 'jobs'>
  const log = { error: () => undefined }

  it('keeps a job only when its transaction commits, and two instances run each job once', async () => {
    const database = await openTestDatabase()
    const second = await database.another()
    await database.db.execute(
      sql`create table job_effects (key text primary key, runs int not null default 1)`,
    )
    const effect: JobDefinition = {
      name: 'test.effect',
      handler: async (env, data) => {
        const { key } = data as { key: string }
        await env.db.execute(
          sql`insert into job_effects (key) values (${key}) on conflict (key) do update set runs = job_effects.runs + 1`,
        )
      },
    }
    const tuning = { retryDelay: 1, retryLimit: 2, pollingIntervalSeconds: 0.5 }
    const queues: JobQueue[] = []
    try {
      for (const db of [database, second]) {
        const queue = await startJobQueue({
          database: db,
          platform,
          definitions: [effect],
          workers: true,
          tuning,
          log,
        })
        await queue.work()
        queues.push(queue)
      }
      const [a] = queues
      if (!a) throw new Error('no queue')
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < 40; i++) await a.send(tx, 'test.effect', { providerId: null, key: `k${i}` })
      })
      await expect(
        database.db.transaction(async (tx) => {
          await a.send(tx, 'test.effect', { providerId: null, key: 'rolled-back' })
          throw new Error('roll back')
        }),
      ).rejects.toThrow('roll back')
      const count = async () => {
        const result = (await database.db.execute(
          sql`select count(*)::int as n, max(runs)::int as most from job_effects`,
        )) as {
          rows: { n: number; most: number }[]
        }
        return result.rows[0]
      }
      await until(async () => (await count())?.n === 40)
      await new Promise((r) => setTimeout(r, 1500))
      expect(await count()).toEqual({ n: 40, most: 1 })
    } finally {
      for (const q of queues.reverse()) await q.stop()
      await second.close()
      await database.drop()
    }
  })

  it('wakes its workers when a job is created and when a delayed job comes due, without polling', async () => {
    const database = await openTestDatabase()
    const ran: { key: string; at: number }[] = []
    const effect: JobDefinition = {
      name: 'test.woken',
      handler: async (_env, data) => {
        ran.push({ key: (data as { key: string }).key, at: Date.now() })
      },
    }
    // Workers that would look for jobs only once a minute: whatever runs sooner was woken.
    const tuning = { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 60 }
    const queue = await startJobQueue({
      database,
      platform,
      definitions: [effect],
      workers: true,
      tuning,
      log,
    })
    await queue.work()
    try {
      await database.db.transaction(async (tx) => {
        await queue.send(tx, 'test.woken', { providerId: null, key: 'now' })
      })
      await until(async () => ran.some((r) => r.key === 'now'), 15_000)
      const sent = Date.now()
      await queue.send(database.db, 'test.woken', { providerId: null, key: 'later' }, { startAfter: 2 })
      const later = await until(async () => ran.find((r) => r.key === 'later'), 15_000)
      expect(later.at - sent).toBeGreaterThanOrEqual(2000)
    } finally {
      await queue.stop()
      await database.drop()
    }
  })

  it("schedules cron jobs in the provider's time zone", async () => {
    const database = await openTestDatabase()
    const nightly: JobDefinition = {
      name: 'test.nightly',
      schedule: { cron: '0 6 * * *' },
      handler: async () => {},
    }
    const queue = await startJobQueue({ database, platform, definitions: [nightly], workers: true, log })
    await queue.work()
    try {
      const result = (await database.db.execute(
        sql`select cron, timezone from pgboss.schedule where name = 'test.nightly'`,
      )) as { rows: { cron: string; timezone: string }[] }
      expect(result.rows).toEqual([{ cron: '0 6 * * *', timezone: 'Europe/Amsterdam' }])
    } finally {
      await queue.stop()
      await database.drop()
    }
  })
})
