import { eq } from 'drizzle-orm'
import { sandboxProviderPayments } from '../apps/api/src/db/schema/index.ts'
import { camt053 } from '../apps/api/test/helpers/camt.ts'
import { withBench } from './harness.ts'
import { row, verdict } from './lib.ts'

/** Requests at a fixed rate (not as fast as possible): each one's time, and the rate reached. */
async function atRate(send: () => Promise<Response>, perSecond: number, seconds: number) {
  const count = perSecond * seconds
  const times: number[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / perSecond))
      const sent = performance.now()
      const res = await send()
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`answered ${res.status}`)
      times.push(performance.now() - sent)
    }),
  )
  const rate = count / ((performance.now() - started) / 1000)
  times.sort((a, b) => a - b)
  return { rate, times, p95: times[Math.floor(0.95 * times.length)] ?? 0 }
}

/** Several runs of `atRate` as one: the mean rate and the p95 of all their times. */
function combined(runs: { rate: number; times: number[] }[]) {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b)
  const rate = runs.reduce((sum, r) => sum + r.rate, 0) / runs.length
  return { rate, p95: times[Math.floor(0.95 * times.length)] ?? 0 }
}

/**
 * Issue 25: the payment webhook at 200 deliveries a second (a paid payment delivered over and over,
 * as Mollie retries), its p95 against GET /api/v1/_me at the same rate in the same run (target 3x);
 * and a CAMT.053 import of 10,000 bookings against 1,000 (target at most 12x: linear).
 */
export async function benchPayments(adminUrl?: string): Promise<string[]> {
  return withBench({ adminUrl }, async (bench) => {
    const admin = await bench.signIn('admin@example.com', 'admin')
    const jane = await bench.signIn('jane@example.com', 'jane')
    const json = { ...admin, 'content-type': 'application/json' }
    const customers = await (await fetch(`${bench.url}/api/v1/customers?q=Acme`, { headers: admin })).json()
    const acme = customers.data[0].id as string
    const draft = await (
      await fetch(`${bench.url}/api/v1/billing/documents`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          kind: 'invoice',
          customer_id: acme,
          lines: [{ description: 'Bench', quantity: '1', unit_price_minor: 10_000, vat_rate_bp: 0 }],
        }),
      })
    ).json()
    await fetch(`${bench.url}/api/v1/billing/documents/${draft.data.id}/issue`, {
      method: 'POST',
      headers: admin,
    })
    // Its PDF drawn now, not by the render job in the middle of the measurement (pdfkit is CPU-bound).
    await (
      await fetch(`${bench.url}/api/v1/billing/documents/${draft.data.id}/pdf`, { headers: admin })
    ).arrayBuffer()
    const checkout = await (
      await fetch(`${bench.url}/api/v1/finances/documents/${draft.data.id}/pay`, {
        method: 'POST',
        headers: { ...jane, 'x-company': acme },
      })
    ).json()
    const providerId = new URL(checkout.data.checkout_url).pathname.split('/').pop() ?? ''
    await bench.db
      .update(sandboxProviderPayments)
      .set({ status: 'paid', method: 'ideal', paid_at: new Date() })
      .where(eq(sandboxProviderPayments.id, providerId))
    const webhook = () =>
      fetch(`${bench.url}/api/v1/payments/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${providerId}`,
      })
    await webhook()
    const me = () => fetch(`${bench.url}/api/v1/_me`, { headers: jane })
    // Both warm up alike (a second at 50/s), so that neither p95 holds the other's first, cold calls.
    await atRate(me, 50, 1)
    await atRate(webhook, 50, 1)
    // Alternating seconds, so that whatever else the process does (the job queue's polling, a
    // collection) falls on both measurements alike.
    const baselineRounds = []
    const hookRounds = []
    for (let round = 0; round < 5; round++) {
      baselineRounds.push(await atRate(me, 200, 1))
      hookRounds.push(await atRate(webhook, 200, 1))
    }
    const baseline = combined(baselineRounds)
    const hooks = combined(hookRounds)
    const ratio = hooks.p95 / baseline.p95
    const webhookRow = row(
      `payment webhook (${bench.label})`,
      `${hooks.rate.toFixed(0)}/s, p95 ${hooks.p95.toFixed(1)} ms vs GET _me ${baseline.p95.toFixed(1)} ms = ${ratio.toFixed(2)}x (target <= 3x) ${verdict(ratio <= 3 && hooks.rate >= 190)}`,
    )

    const importOf = async (count: number, prefix: string) => {
      const xml = camt053(
        Array.from({ length: count }, (_, i) => ({
          ref: `${prefix}-${i}`,
          cents: 1000 + i,
          text: `Payment ${i}`,
        })),
        prefix,
      )
      const started = performance.now()
      const res = await fetch(`${bench.url}/api/v1/billing/bank-statements`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/xml' },
        body: xml,
      })
      if (res.status !== 201) throw new Error(`import answered ${res.status}`)
      return performance.now() - started
    }
    await importOf(100, 'WARM')
    const small = await importOf(1_000, 'SMALL')
    const large = await importOf(10_000, 'LARGE')
    const growth = large / small
    const camtRow = row(
      `CAMT.053 import (${bench.label})`,
      `1,000 in ${(small / 1000).toFixed(1)} s, 10,000 in ${(large / 1000).toFixed(1)} s = ${growth.toFixed(1)}x (target <= 12x) ${verdict(growth <= 12)}`,
    )
    return [webhookRow, camtRow]
  })
}
