import { randomBytes } from 'node:crypto'
import type {
  DirectDebit,
  DirectDebitBatch,
  DirectDebitBatchInput,
  DirectDebitListQuery,
} from '@portico/contracts'
import { addDays } from '@portico/domain'
import type { RequestContext } from '../../../auth/context.ts'
import { audit } from '../../../lib/audit.ts'
import { BadRequest, Conflict, NotFound } from '../../../lib/errors.ts'
import { pdfMoney } from '../../../lib/pdf.ts'
import { render, withValues } from '../../../lib/texts.ts'
import {
  creditorOf,
  openInvoicesOf,
  recordCollected,
  reverseCollected,
} from '../../billing/collect.service.ts'
import { todayOf } from '../../billing/documents.mapper.ts'
import { notifyCompany } from '../../company/notifications.service.ts'
import { paymentsTexts } from '../payments.texts.ts'
import type { StatementEntry } from '../statements/camt053.ts'
import {
  type BatchRow,
  findBatch,
  insertBatch,
  insertDirectDebit,
  invoicesNotToCollect,
  listBatches,
  listDirectDebits,
  lockNamedCollections,
  lockScheduled,
  updateDirectDebit,
} from './collections.repository.ts'
import { activeMandates, type MandateRow } from './mandates.repository.ts'
import { pain008 } from './pain008.ts'

const masked = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`
const token = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase()

type ListedRow = Awaited<ReturnType<typeof listDirectDebits>>[number]
function toDirectDebit({ row, ...joined }: ListedRow): DirectDebit {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: joined.company_name,
    document_id: row.document_id,
    document_number: joined.document_number ?? '',
    mandate_reference: joined.mandate_reference,
    iban_masked: masked(joined.iban),
    amount_minor: row.amount_minor,
    currency: row.currency,
    collection_date: row.collection_date,
    end_to_end_id: row.end_to_end_id,
    status: row.status,
    batch_id: row.batch_id,
    return_reason: row.return_reason,
    created_at: row.created_at.toISOString(),
  }
}

const toBatch = (row: BatchRow): DirectDebitBatch => ({
  id: row.id,
  collection_date: row.collection_date,
  message_id: row.message_id,
  count: row.count,
  total_minor: row.total_minor,
  created_at: row.created_at.toISOString(),
})

/** Collections in the caller's books (its staff, a reseller's admins). */
export async function directDebits(
  ctx: RequestContext,
  query: DirectDebitListQuery & { company_id?: string },
) {
  return (await listDirectDebits(ctx, query, 'books')).map(toDirectDebit)
}

/** A company's own collections, whoever collects them (`company_id` narrows to one). */
export async function myDirectDebits(
  ctx: RequestContext,
  query: DirectDebitListQuery & { company_id?: string },
) {
  return (await listDirectDebits(ctx, query, 'customer')).map(toDirectDebit)
}

export async function directDebitBatches(ctx: RequestContext): Promise<DirectDebitBatch[]> {
  return (await listBatches(ctx)).map(toBatch)
}

/**
 * Every open EUR invoice of a customer with an active mandate gets one collection of what it owes,
 * on its due date but never sooner than the notice the provider gives, and the customer is told
 * (the pre-notification). Runs daily and when a mandate is recorded; an invoice collected already
 * is skipped, so running it twice schedules nothing twice. Returns how many it scheduled.
 */
export async function scheduleCollections(ctx: RequestContext, companyIds?: string[]): Promise<number> {
  if (!ctx.issuerId) return 0
  const mandates = await activeMandates(ctx, companyIds)
  if (!mandates.length) return 0
  const creditor = await creditorOf(ctx, ctx.issuerId)
  const earliest = addDays(todayOf(ctx), creditor.noticeDays)
  const invoices = await openInvoicesOf(
    ctx,
    mandates.map((m) => m.company_id),
    'EUR',
  )
  const busy = await invoicesNotToCollect(
    ctx,
    invoices.map((i) => i.id),
  )
  let scheduled = 0
  for (const invoice of invoices) {
    const mandate = mandates.find((m) => m.company_id === invoice.customer_id)
    if (!mandate || busy.has(invoice.id) || invoice.issuer_id !== mandate.issuer_id) continue
    const date = invoice.due_date && invoice.due_date > earliest ? invoice.due_date : earliest
    const row = await insertDirectDebit(ctx, {
      issuer_id: mandate.issuer_id,
      company_id: mandate.company_id,
      mandate_id: mandate.id,
      document_id: invoice.id,
      amount_minor: invoice.balance,
      currency: 'EUR',
      collection_date: date,
      end_to_end_id: `${invoice.number}.${token(3)}`.slice(0, 35),
    })
    if (!row) continue
    scheduled += 1
    await preNotify(ctx, mandate, creditor, { ...invoice, amount: row.amount_minor, date })
  }
  return scheduled
}

async function preNotify(
  ctx: RequestContext,
  mandate: MandateRow,
  creditor: { name: string; creditorId: string | null },
  invoice: { number: string; amount: number; date: string },
) {
  await notifyCompany(ctx, mandate.company_id, 'invoice_new', (locale) => {
    const values = {
      number: invoice.number,
      date: invoice.date,
      amount: pdfMoney(invoice.amount, 'EUR', locale),
      iban: masked(mandate.iban),
      mandate: mandate.reference,
      creditor: creditor.creditorId ?? '',
      issuer: creditor.name,
    }
    return {
      subject: render(withValues(paymentsTexts.preNoticeSubject, values), locale),
      text: render(withValues(paymentsTexts.preNoticeText, values), locale),
    }
  })
}

/**
 * Staff make the batch file of every collection scheduled by `collection_date` (which becomes their
 * date): each collects what its invoice still owes, at most the amount pre-notified, and one paid
 * meanwhile is cancelled. The collections are then `submitted`, pending until the bank statement
 * confirms them. The file (pain.008) is kept as it was made and downloaded from the batch.
 */
export async function makeBatch(
  ctx: RequestContext,
  input: DirectDebitBatchInput,
): Promise<DirectDebitBatch> {
  if (!ctx.issuerId) throw new NotFound(paymentsTexts.batchNotFound)
  const issuerId = ctx.issuerId
  if (input.collection_date <= todayOf(ctx))
    throw new BadRequest(paymentsTexts.collectionTooSoon, [
      { field: 'collection_date', message: paymentsTexts.collectionTooSoon },
    ])
  const creditor = await creditorOf(ctx, issuerId)
  const { creditorId, iban } = creditor
  if (!creditorId || !iban) throw new Conflict(paymentsTexts.noCreditor)
  return ctx.transaction(async (tx) => {
    const due = await lockScheduled(tx, input.collection_date)
    const open = await openInvoicesOf(tx, [...new Set(due.map((d) => d.row.company_id))], 'EUR')
    const collections = []
    for (const { row, mandate } of due) {
      const owed = open.find((i) => i.id === row.document_id)?.balance ?? 0
      const amount = Math.min(row.amount_minor, owed)
      if (amount <= 0) {
        await updateDirectDebit(tx, row.id, { status: 'cancelled' })
        continue
      }
      collections.push({ row, mandate, amount, number: open.find((i) => i.id === row.document_id)?.number })
    }
    if (!collections.length) throw new Conflict(paymentsTexts.nothingToCollect)
    const messageId = `PORTICO-${input.collection_date.replaceAll('-', '')}-${token(6)}`
    const xml = pain008(
      messageId,
      tx.platform.now(),
      { ...creditor, creditorId, iban },
      input.collection_date,
      collections.map((c) => ({
        endToEndId: c.row.end_to_end_id,
        amountMinor: c.amount,
        mandateId: c.mandate.reference,
        mandateSignedOn: c.mandate.signed_on,
        debtorName: c.mandate.holder,
        debtorIban: c.mandate.iban,
        debtorBic: c.mandate.bic,
        remittance: c.number ?? c.row.end_to_end_id,
      })),
    )
    const batch = await insertBatch(tx, {
      issuer_id: issuerId,
      collection_date: input.collection_date,
      message_id: messageId,
      count: collections.length,
      total_minor: collections.reduce((sum, c) => sum + c.amount, 0),
      xml,
      created_by: tx.user.id,
    })
    for (const c of collections)
      await updateDirectDebit(tx, c.row.id, {
        status: 'submitted',
        batch_id: batch.id,
        amount_minor: c.amount,
        collection_date: input.collection_date,
      })
    await audit(tx, {
      action: 'payments.direct_debit_batch',
      entity: 'direct_debit_batch',
      entity_id: batch.id,
      company_id: issuerId,
      after: { message_id: messageId, count: batch.count, total_minor: batch.total_minor },
    })
    return toBatch(batch)
  })
}

/** The batch's pain.008 file, as it was made. */
export async function batchFile(ctx: RequestContext, id: string) {
  const batch = await findBatch(ctx, id)
  if (!batch) throw new NotFound(paymentsTexts.batchNotFound)
  return { name: `${batch.message_id}.xml`, xml: batch.xml }
}

/**
 * What a bank statement's entry says about collections, in the import's transaction: a credit naming
 * a submitted collection (its end-to-end id) or a whole batch (its message id, for the batch's total)
 * collected them, each recorded as a payment of its invoice; a debit naming a collection with a return
 * reason sent it back: its payment is reversed, so the invoice owes again and enters dunning (it is
 * not collected again by itself). Answers the payments it recorded, or null when the entry settles no
 * collection (then the usual matching goes on).
 */
export async function settleCollections(tx: RequestContext, entry: StatementEntry): Promise<string[] | null> {
  const named = [entry.remittance, entry.structuredReference].filter(Boolean).join(' ')
  const messageIds = named.match(/PORTICO-\d{8}-[0-9A-F]{12}/g) ?? []
  const found = await lockNamedCollections(tx, { endToEndId: entry.endToEndId, messageIds })
  if (!found.length) return null
  if (entry.credit) {
    const submitted = found.filter((c) => c.status === 'submitted')
    const total = submitted.reduce((sum, c) => sum + c.amount_minor, 0)
    // One collection by its id, or a whole batch for exactly its total: anything else is for staff.
    if (!submitted.length || total !== entry.amountMinor) return null
    const paymentIds: string[] = []
    for (const c of submitted) {
      const paymentId = await recordCollected(
        tx,
        { id: c.document_id, issuer_id: c.issuer_id, customer_id: c.company_id, currency: c.currency },
        {
          amount_minor: c.amount_minor,
          paid_on: entry.bookingDate,
          method: 'direct_debit',
          reference: c.end_to_end_id,
        },
      )
      await updateDirectDebit(tx, c.id, { status: 'collected', payment_id: paymentId })
      paymentIds.push(paymentId)
    }
    return paymentIds
  }
  const [returned] = found.filter((c) => c.end_to_end_id === entry.endToEndId)
  if (!returned || (returned.status !== 'collected' && returned.status !== 'submitted')) return null
  const reason = entry.returnReason ?? 'returned'
  if (returned.payment_id)
    await reverseCollected(tx, returned.payment_id, `Direct debit returned (${reason})`)
  await updateDirectDebit(tx, returned.id, { status: 'returned', return_reason: reason })
  return []
}
