import type { BillingRun } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { Forbidden } from '../../lib/errors.ts'
import { BILLING_RECURRING } from './billing.jobs.ts'
import { billingTexts } from './billing.texts.ts'
import { listRuns } from './recurring.repository.ts'

/** The run log of recurring invoicing of the caller's provider, newest first. */
export async function billingRuns(ctx: RequestContext): Promise<BillingRun[]> {
  const rows = await listRuns(ctx)
  return rows.map((r) => ({
    id: r.id,
    run_date: r.run_date,
    status: r.status,
    periods_invoiced: r.periods_invoiced,
    invoices_created: r.invoices_created,
    failures: r.failures as BillingRun['failures'],
    started_at: r.started_at.toISOString(),
    finished_at: r.finished_at?.toISOString() ?? null,
  }))
}

/** Starts a run now (the nightly one does the same); it runs on the job queue. */
export async function startBillingRun(ctx: RequestContext): Promise<void> {
  const providerId = ctx.providerId
  if (!providerId) throw new Forbidden(billingTexts.staffOnly)
  await ctx.transaction(async (tx) => {
    await tx.platform.jobs.send(tx.db, BILLING_RECURRING, { providerId })
    await audit(tx, { action: 'billing.run_started', entity: 'billing_run', company_id: providerId })
  })
}
