import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { catalogProducts, documentLines, documents } from '../src/db/schema/index.ts'
import { endDueServices } from '../src/modules/orders/services.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { insertService } from './helpers/services.ts'
import { until } from './helpers/until.ts'

/** Issue 11: staff suspend, resume, end and reprice one service; every change audited, the adapter by a job. */
// 16 November 2026, 11:00 in Amsterdam: the middle of a November period (30 days, 15 left).
const clock = { now: new Date('2026-11-16T10:00:00Z') }
const demo = useDemoApp(
  {},
  { now: () => clock.now, jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } },
)

const addService = () =>
  insertService(demo.t, {
    company_id: demo.ids['Acme B.V.'] ?? '',
    name: 'Web hosting Plus',
    start_date: '2026-11-01',
    next_due_date: '2026-12-01',
  })

const read = async (id: string) =>
  (await demo.as('admin')('GET', `/api/v1/customers/${demo.ids['Acme B.V.']}/services/${id}`)).body.data

describe('service actions', () => {
  it('staff suspend and resume a service through its adapter; a customer may not', async () => {
    const id = await addService()
    expect((await demo.as('jane')('POST', `/api/v1/services/${id}/suspend`)).status).toBe(403)
    const asked = await demo.as('admin')('POST', `/api/v1/services/${id}/suspend`)
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    await until(async () => (await read(id)).status === 'suspended')
    expect((await demo.as('admin')('POST', `/api/v1/services/${id}/suspend`)).status).toBe(409)
    expect((await demo.as('admin')('POST', `/api/v1/services/${id}/unsuspend`)).status).toBe(200)
    await until(async () => (await read(id)).status === 'active')
  })

  it('a higher price now charges the rest of the period, prorated; a lower one only from the next period', async () => {
    const id = await addService()
    const admin = demo.as('admin')
    const lower = await admin('PUT', `/api/v1/services/${id}/price`, { price_minor: 800, when: 'now' })
    expect(lower.status).toBe(400)
    expect(JSON.stringify(lower.body)).toContain('when')
    expect((await read(id)).price_minor).toBe(1000)
    const bad = await admin('PUT', `/api/v1/services/${id}/price`, { price_minor: -1, when: 'now' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('price_minor')

    const higher = await admin('PUT', `/api/v1/services/${id}/price`, { price_minor: 1600, when: 'now' })
    expect(higher.status, JSON.stringify(higher.body)).toBe(200)
    expect(higher.body.data.price_minor).toBe(1600)
    // 600 more a month, for 15 of November's 30 days.
    const lines = await demo.t.database.db
      .select({ amount: documentLines.unit_price_minor, description: documentLines.description })
      .from(documentLines)
      .innerJoin(documents, eq(documents.id, documentLines.document_id))
      .where(and(eq(documents.customer_id, demo.ids['Acme B.V.'] ?? ''), eq(documents.status, 'issued')))
    expect(lines).toContainEqual({
      amount: 300,
      description: 'Web hosting Plus: price change, 2026-11-16 – 2026-11-30',
    })
    const next = await admin('PUT', `/api/v1/services/${id}/price`, { price_minor: 900, when: 'next_period' })
    expect(next.body.data.price_minor).toBe(900)
  })

  it('moves a service to another plan of its category now, charging the rest of the period; refuses others', async () => {
    const product = async (code: string) =>
      (
        await demo.t.database.db
          .select({ id: catalogProducts.id })
          .from(catalogProducts)
          .where(eq(catalogProducts.code, code))
      )[0]?.id ?? ''
    const id = await insertService(demo.t, {
      company_id: demo.ids['Acme B.V.'] ?? '',
      name: 'Webhosting Basis',
      product_id: await product('WEB-BASIS'),
      price_minor: 495,
      start_date: '2026-11-01',
      next_due_date: '2026-12-01',
    })
    const admin = demo.as('admin')
    for (const code of ['VPS-S', 'WEB-BASIS']) {
      const refused = await admin('PUT', `/api/v1/services/${id}/plan`, {
        product_id: await product(code),
        when: 'now',
      })
      expect(refused.status, code).toBe(400)
      expect(JSON.stringify(refused.body)).toContain('product_id')
    }
    const moved = await admin('PUT', `/api/v1/services/${id}/plan`, {
      product_id: await product('WEB-PLUS'),
      when: 'now',
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.data).toMatchObject({ name: 'Webhosting Plus', price_minor: 995 })
    const [line] = await demo.t.database.db
      .select({ amount: documentLines.unit_price_minor })
      .from(documentLines)
      .where(eq(documentLines.description, 'Webhosting Basis: price change, 2026-11-16 – 2026-11-30'))
    // 5.00 more a month, for 15 of November's 30 days.
    expect(line?.amount).toBe(250)
  })

  it('ends a service at the end of its invoiced period, or now (terminated by its adapter)', async () => {
    const later = await addService()
    const atEnd = await demo.as('admin')('POST', `/api/v1/services/${later}/cancel`, { when: 'period_end' })
    expect(atEnd.status, JSON.stringify(atEnd.body)).toBe(200)
    expect(atEnd.body.data).toMatchObject({ status: 'active', cancel_at: '2026-12-01' })
    const nowId = await addService()
    const ended = await demo.as('admin')('POST', `/api/v1/services/${nowId}/cancel`, { when: 'now' })
    expect(ended.body.data).toMatchObject({ status: 'cancelled', cancel_at: '2026-11-16' })
    await until(async () => (await read(nowId)).status === 'terminated')
    expect((await demo.as('admin')('POST', `/api/v1/services/${nowId}/cancel`, { when: 'now' })).status).toBe(
      409,
    )
    // On its end date the daily job ends the one cancelled at the period end.
    const providerId = demo.ids['Portico Demo Provider'] ?? ''
    const ctx = await systemContext({ db: demo.t.database.db, platform: demo.t.app.platform }, providerId)
    expect(await endDueServices(ctx, providerId)).toBe(0)
    clock.now = new Date('2026-12-01T08:00:00Z')
    expect(await endDueServices(ctx, providerId)).toBe(1)
    await until(async () => (await read(later)).status === 'terminated')
    expect(await endDueServices(ctx, providerId)).toBe(0)
    const audit = await demo.as('admin')('GET', `/api/v1/customers/${demo.ids['Acme B.V.']}/activity`)
    expect(audit.body.data.map((a: { action: string }) => a.action)).toContain('service.cancel')
  })
})
