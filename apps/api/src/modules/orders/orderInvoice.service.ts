import type { DocumentLineInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { systemContext } from '../../auth/system.ts'
import type { Text } from '../../lib/texts.ts'
import { creditOpenInvoice } from '../billing/credit.service.ts'
import { claimPeriods } from '../billing/recurring.repository.ts'
import { loadSettings } from '../billing/settings.service.ts'
import { BILLING_RENDER_PDF, issueSystemInvoice } from '../billing/systemInvoice.service.ts'
import { setInvoicePlan, setOrderInvoice, takeInvoicePlan } from './orders.repository.ts'

/** The invoice of an order: its lines (first periods, setup fees, discounts) and the periods it covers. */
export type InvoicePlan = {
  billedId: string
  currency: string
  lines: DocumentLineInput[]
  claims: {
    service_id: string
    period_start: string
    period_end: string
    billed_id: string
    amount_minor: number
  }[]
  /** A reseller's customer's order: the reseller's own invoice to its customer, at the customer's price. */
  resale?: Omit<InvoicePlan, 'currency' | 'resale'> & { issuerId: string }
}

/**
 * Issues an order's invoice in the caller's transaction: the invoice (the system's work on the
 * provider's books, whoever acts), its first periods recorded as invoiced, its PDF queued. For a
 * reseller's customer the reseller's invoice to it is issued too (the one its customer sees); the
 * provider's own invoice is the one whose payment starts provisioning when customers pay first.
 */
export async function issueOrderInvoice(
  tx: RequestContext,
  order: { id: string; providerId: string },
  plan: InvoicePlan,
): Promise<string> {
  const own = await issueOn(tx, order.providerId, order.providerId, { ...plan, issuerId: order.providerId })
  const resale = plan.resale
  const theirs = resale
    ? await issueOn(tx, order.providerId, resale.issuerId, { ...resale, currency: plan.currency })
    : null
  await setOrderInvoice(tx, order.id, { own, resale: theirs })
  return own
}

/** One issuer's invoice of an order, its claims recorded, its PDF queued. */
async function issueOn(
  tx: RequestContext,
  providerId: string,
  issuerId: string,
  plan: Omit<InvoicePlan, 'resale'> & { issuerId: string },
): Promise<string> {
  const books = await systemContext({ db: tx.db, platform: tx.platform }, providerId, tx.requestId, issuerId)
  const settings = await loadSettings(books, issuerId)
  const invoice = await issueSystemInvoice(books, {
    settings,
    customerId: plan.billedId,
    currency: plan.currency,
    lines: plan.lines,
  })
  await claimPeriods(
    books,
    plan.claims.map((c) => ({ ...c, document_id: invoice.id })),
  )
  await tx.platform.jobs.send(tx.db, BILLING_RENDER_PDF, { providerId, issuerId, documentId: invoice.id })
  return invoice.id
}

/**
 * At checkout: the invoice now, unless the order waits for staff's approval, when only its plan is
 * kept and the invoice is issued at approval (a rejected order then leaves nothing to credit).
 */
export async function invoiceAtCheckout(
  tx: RequestContext,
  order: { id: string; providerId: string; waitsForApproval: boolean },
  plan: InvoicePlan,
) {
  if (order.waitsForApproval) return setInvoicePlan(tx, order.id, plan)
  await issueOrderInvoice(tx, order, plan)
}

/** At approval: the invoice the order's plan holds, once (the plan is taken in this transaction). */
export async function invoiceAtApproval(tx: RequestContext, order: { id: string; provider_id: string }) {
  const plan = (await takeInvoicePlan(tx, order.id)) as InvoicePlan | null
  if (plan) await issueOrderInvoice(tx, { id: order.id, providerId: order.provider_id }, plan)
}

/** A cancelled order's reseller invoice, credited on the reseller's books (the system acts for it). */
export async function creditResale(
  tx: RequestContext,
  order: { provider_id: string; seller_id: string; resale_invoice_id: string },
  notes: Text,
) {
  const books = await systemContext(
    { db: tx.db, platform: tx.platform },
    order.provider_id,
    tx.requestId,
    order.seller_id,
  )
  return creditOpenInvoice(books, order.resale_invoice_id, notes)
}
