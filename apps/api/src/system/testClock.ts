import { DateTimeSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../db/client.ts'
import type { Platform } from '../platform.ts'

export type TestClock = { now(): Date; set(at: Date): void }

/** The real time moved by an offset that browser tests set (TEST_CLOCK=true; refused in production). */
export function createTestClock(): TestClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    set: (at) => {
      offset = at.getTime() - Date.now()
    },
  }
}

const ClockInputSchema = z.strictObject({
  at: DateTimeSchema,
  /** Scheduled jobs to send once at the new moment, as their cron would have (e.g. microsoft.planner). */
  run: z
    .array(z.string().regex(/^[a-z.-]{1,60}$/))
    .max(10)
    .default([]),
})

/**
 * PUT /api/test/clock: moves the server's clock (the platform's `now`, which every rule reads) and
 * sends the named scheduled jobs, so a browser test sees what happens at a later date. Registered
 * only with TEST_CLOCK=true, which the environment refuses in production.
 */
export async function testClockRoutes(
  app: FastifyInstance,
  { clock, platform, db, queues }: { clock: TestClock; platform: Platform; db: Db; queues: string[] },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      '/api/test/clock',
      { config: { access: 'public' }, schema: { hide: true, body: ClockInputSchema } },
      async (request) => {
        clock.set(new Date(request.body.at))
        for (const name of request.body.run.filter((n) => queues.includes(n)))
          await platform.jobs.send(db, name, { providerId: null })
        return { now: platform.now().toISOString() }
      },
    )
}
