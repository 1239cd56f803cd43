import type { BillingDocument, DocumentInput } from '@portico/contracts'
import { DocumentInputSchema } from '@portico/contracts'
import { addDays } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { BadRequest, Conflict, PreconditionFailed } from '../../lib/errors.ts'
import { billingTexts } from './billing.texts.ts'
import { auditDocument } from './documentAudit.ts'
import { type CustomerRow, findBillableCustomer } from './documents.repository.ts'
import { reloadForStaff, staffDocument } from './documents.service.ts'
import { deleteDraftRow, insertDocument, replaceLines, updateDraftRow } from './documentWrites.repository.ts'
import { linesWithTotals, reverseChargeApplies } from './rules.ts'
import { billingIssuer, loadSettings } from './settings.service.ts'

async function billableCustomer(ctx: RequestContext, customerId: string): Promise<CustomerRow> {
  const customer = await findBillableCustomer(ctx, customerId)
  if (!customer)
    throw new BadRequest(billingTexts.pickCustomer, [{ field: 'customer_id', message: 'unknown customer' }])
  return customer
}

/** The draft's columns from the editor's input: totals recomputed here, never taken from the client. */
async function draftFrom(ctx: RequestContext, raw: DocumentInput) {
  const input = DocumentInputSchema.parse(raw)
  const customer = await billableCustomer(ctx, input.customer_id)
  const settings = await loadSettings(ctx, billingIssuer(ctx))
  const reverse = reverseChargeApplies(settings.address_country, customer)
  const { lines, totals } = linesWithTotals(input.lines, reverse)
  const columns = {
    customer_id: customer.id,
    currency: input.currency,
    eur_rate: input.currency === 'EUR' ? null : (input.eur_rate ?? null),
    language: input.language ?? customer.language,
    issue_date: input.issue_date ?? null,
    supply_date: input.supply_date ?? null,
    valid_until: input.valid_until ?? null,
    due_date: input.issue_date
      ? addDays(input.issue_date, input.payment_terms_days ?? customer.payment_terms_days)
      : null,
    notes: input.notes ?? null,
    reverse_charge: reverse,
    subtotal_minor: totals.subtotal_minor,
    vat_minor: totals.vat_minor,
    total_minor: totals.total_minor,
    vat_breakdown: totals.vat_breakdown,
  }
  return { input, customer, settings, lines, columns }
}

export async function createDraft(ctx: RequestContext, raw: DocumentInput): Promise<BillingDocument> {
  const { input, customer, settings, lines, columns } = await draftFrom(ctx, raw)
  const id = await ctx.transaction(async (tx) => {
    const id = await insertDocument(tx, { kind: input.kind, issuer_id: settings.company_id, ...columns })
    await replaceLines(tx, id, lines)
    await auditDocument(tx, `${input.kind}.draft_created`, id, customer.id, input)
    return id
  })
  return reloadForStaff(ctx, id)
}

export async function updateDraft(
  ctx: RequestContext,
  { id, version, body }: { id: string; version: number; body: DocumentInput },
): Promise<BillingDocument> {
  const current = await staffDocument(ctx, id)
  if (current.row.status !== 'draft') throw new Conflict(billingTexts.issuedImmutable)
  if (body.kind !== current.row.kind && current.row.kind !== 'credit_note') {
    throw new BadRequest(billingTexts.draftKeepsKind, [{ field: 'kind', message: 'cannot change' }])
  }
  const { input, customer, lines, columns } = await draftFrom(ctx, body)
  await ctx.transaction(async (tx) => {
    if (!(await updateDraftRow(tx, id, version, columns))) throw new PreconditionFailed()
    await replaceLines(tx, id, lines)
    await auditDocument(tx, `${current.row.kind}.draft_updated`, id, customer.id, input)
  })
  return reloadForStaff(ctx, id)
}

export async function deleteDraft(ctx: RequestContext, id: string): Promise<void> {
  const current = await staffDocument(ctx, id)
  if (current.row.status !== 'draft') throw new Conflict(billingTexts.issuedNeverDeleted)
  await ctx.transaction(async (tx) => {
    await deleteDraftRow(tx, id)
    await auditDocument(tx, `${current.row.kind}.draft_deleted`, id, current.row.customer_id)
  })
}
