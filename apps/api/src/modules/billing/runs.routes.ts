import { BillingRunSchema, DunningSettingsSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { many, one, routes } from '../../lib/route.ts'
import { getDunningSettings, updateDunningSettings } from './dunning.service.ts'
import { billingRuns, startBillingRun } from './runs.service.ts'

/**
 * Staff read the run log of recurring invoicing and start a run (202: it runs on the job queue), and
 * set (as every issuer does for its books) when overdue invoices are reminded and their services suspended.
 */
export async function billingRunsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'billing', access: 'staff' })
  r.get('/billing/runs', 'listBillingRuns', { response: many(BillingRunSchema) }, billingRuns)
  r.post('/billing/runs', 'startBillingRun', { response: z.null(), status: 202 }, async (ctx) => {
    await startBillingRun(ctx)
    return null
  })
  // Each issuer sets its own dunning (a reseller its customers').
  const dunning = { response: one(DunningSettingsSchema), access: 'issuer' as const }
  r.get('/billing/dunning', 'getDunningSettings', dunning, getDunningSettings)
  r.put(
    '/billing/dunning',
    'updateDunningSettings',
    { ...dunning, body: DunningSettingsSchema },
    (ctx, { body }) => updateDunningSettings(ctx, body),
  )
}
