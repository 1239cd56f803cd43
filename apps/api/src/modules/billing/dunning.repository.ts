import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { billingSettings, customerAccounts, documents, invoiceReminders } from '../../db/schema/index.ts'
import { openBalance } from './balance.repository.ts'

/** STAGE_SUSPENDED marks that the invoice's services were suspended (once), beside reminder stages 1-3. */
export const STAGE_SUSPENDED = 9

/**
 * The provider's open invoices past their due date, with the highest reminder stage already sent. An
 * invoice whose customer holds credit enough to pay it is not chased (the credit waits to be applied).
 */
export async function overdueInvoices(ctx: RequestContext, providerId: string, today: string) {
  return ctx.db
    .select({
      id: documents.id,
      due_date: sql<string>`${documents.due_date}::text`,
      sent: sql<number>`coalesce((select max(${invoiceReminders.stage}) from ${invoiceReminders}
        where ${invoiceReminders.document_id} = ${documents.id} and ${invoiceReminders.stage} <= 3), 0)::int`,
      suspended: sql<boolean>`exists (select 1 from ${invoiceReminders} where ${invoiceReminders.document_id} = ${documents.id}
        and ${invoiceReminders.stage} = ${STAGE_SUSPENDED})`,
    })
    .from(documents)
    .where(
      and(
        eq(documents.issuer_id, providerId),
        eq(documents.kind, 'invoice'),
        inArray(documents.status, ['issued', 'sent', 'partially_paid']),
        lt(documents.due_date, today),
        sql`not exists (select 1 from ${customerAccounts} a where a.issuer_id = ${documents.issuer_id}
          and a.customer_id = ${documents.customer_id} and a.currency = ${documents.currency}
          and a.credit_minor >= ${openBalance})`,
      ),
    )
}

/** Records that a stage happened for an invoice; false when it had already (another run, or a rerun). */
export async function claimStage(ctx: RequestContext, documentId: string, stage: number): Promise<boolean> {
  const rows = await ctx.db
    .insert(invoiceReminders)
    .values({ document_id: documentId, stage })
    .onConflictDoNothing()
    .returning({ stage: invoiceReminders.stage })
  return rows.length > 0
}

export async function remindersOf(ctx: RequestContext, documentId: string) {
  return ctx.db
    .select({ stage: invoiceReminders.stage, sent_at: invoiceReminders.sent_at })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.document_id, documentId))
}

export async function saveDunningSettings(
  ctx: RequestContext,
  providerId: string,
  values: { reminder_days: number[]; suspend_after_days: number },
) {
  await ctx.db
    .update(billingSettings)
    .set({ ...values, version: sql`${billingSettings.version} + 1`, updated_at: new Date() })
    .where(eq(billingSettings.company_id, providerId))
}
