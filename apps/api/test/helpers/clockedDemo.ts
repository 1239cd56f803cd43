import { expect } from 'vitest'
import { type DemoApp, useDemoApp } from './demoApp.ts'

export type ClockedDemo = DemoApp & {
  /** The time the server reads. */
  readonly clock: { now: Date }
  /** Moves the clock on. */
  later(seconds: number): void
  /** Sets the clock to 08:00 UTC on a day (YYYY-MM-DD). */
  on(day: string): void
  acme(): string
  /** The API as Jane in Acme's scope. */
  jane(): ReturnType<DemoApp['as']>
  /** Checks Jane's cart out and lets staff approve the order; the order's id. */
  checkoutAndApprove(key: string): Promise<string>
}

/**
 * The demo server on a clock the test moves (a job scheduled for later runs once the clock is past
 * it), with the job queue polled fast: the ordering and provisioning tests.
 */
export function useClockedDemoApp(
  start = new Date(),
  { retryLimit = 1, env = {} }: { retryLimit?: number; env?: Record<string, string> } = {},
): ClockedDemo {
  const clock = { now: start }
  const demo = useDemoApp(env, {
    now: () => clock.now,
    jobTuning: { retryDelay: 1, retryLimit, pollingIntervalSeconds: 0.5 },
  })
  const acme = () => demo.ids['Acme B.V.'] ?? ''
  const jane = () => demo.as('jane', acme())
  return Object.assign(Object.create(demo) as DemoApp, {
    clock,
    later: (seconds: number) => {
      clock.now = new Date(clock.now.getTime() + seconds * 1000)
    },
    on: (day: string) => {
      clock.now = new Date(`${day}T08:00:00Z`)
    },
    acme,
    jane,
    checkoutAndApprove: async (key: string) => {
      const placed = await jane()(
        'POST',
        '/api/v1/orders/checkout',
        { accept_terms: true },
        { 'idempotency-key': key },
      )
      expect(placed.status, JSON.stringify(placed.body)).toBe(201)
      const approved = await demo.as('admin')('POST', `/api/v1/orders/${placed.body.data.id}/approve`)
      expect(approved.status, JSON.stringify(approved.body)).toBe(200)
      return placed.body.data.id as string
    },
  })
}
