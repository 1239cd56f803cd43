import type { BankEntry, BankEntryAssign, StatementImport } from '@portico/contracts'
import type { RequestContext } from '../../../auth/context.ts'
import { BadRequest, Conflict, NotFound } from '../../../lib/errors.ts'
import {
  collectableInvoice,
  openInvoicesNamedIn,
  openInvoicesOf,
  recordCollected,
  recordOnAccount,
} from '../../billing/collect.service.ts'
import { hasCollectionsToSettle } from '../directDebit/collections.repository.ts'
import { settleCollections } from '../directDebit/collections.service.ts'
import { paymentsTexts } from '../payments.texts.ts'
import { NotAStatement, parseCamt053, type StatementEntry } from './camt053.ts'
import {
  type BankEntryRow,
  customerOfIban,
  insertBankEntry,
  listBankEntries,
  lockBankEntry,
  settleBankEntry,
} from './statements.repository.ts'

export function toBankEntry(row: BankEntryRow): BankEntry {
  return {
    id: row.id,
    statement_id: row.statement_id,
    bank_reference: row.bank_reference,
    booking_date: row.booking_date,
    amount_minor: row.amount_minor,
    currency: row.currency,
    credit: row.credit,
    debtor_name: row.debtor_name,
    debtor_iban: row.debtor_iban,
    remittance: row.remittance,
    status: row.status,
    customer_id: row.customer_id,
    payment_ids: row.payment_ids as string[],
    created_at: row.created_at.toISOString(),
  }
}

/**
 * Staff import a CAMT.053 statement: every booking is stored once (the bank's reference is unique, so
 * a second import adds nothing); each new credit is matched to the open invoices its remittance
 * names, the oldest first (a partial payment leaves the rest open, a combined one pays several, an
 * overpayment becomes credit), or waits for staff. Debits are kept, not matched.
 */
export async function importStatement(ctx: RequestContext, xml: string): Promise<StatementImport> {
  if (!ctx.issuerId) throw new NotFound()
  let statements: ReturnType<typeof parseCamt053>
  try {
    statements = parseCamt053(xml)
  } catch (error) {
    if (!(error instanceof NotAStatement)) throw error
    throw new BadRequest(paymentsTexts.notAStatement, [{ field: 'file', message: error.message }])
  }
  const result: StatementImport = { entries: 0, imported: 0, matched: 0, unmatched: 0, ignored: 0 }
  // Without direct debits with the bank, no booking can settle one: the check is skipped per entry.
  const collecting = await hasCollectionsToSettle(ctx)
  for (const statement of statements) {
    for (const entry of statement.entries) {
      result.entries += 1
      const row = await insertBankEntry(ctx, {
        issuer_id: ctx.issuerId,
        statement_id: statement.id,
        account_iban: statement.iban,
        bank_reference: entry.reference,
        booking_date: entry.bookingDate,
        amount_minor: entry.amountMinor,
        currency: entry.currency,
        credit: entry.credit,
        debtor_name: entry.debtorName,
        debtor_iban: entry.debtorIban,
        remittance: [entry.remittance, entry.structuredReference].filter(Boolean).join(' '),
        structured_reference: entry.structuredReference,
        end_to_end_id: entry.endToEndId,
        return_reason: entry.returnReason,
        status: entry.credit ? 'unmatched' : 'ignored',
        imported_by: ctx.user.id,
      })
      if (!row) continue
      result.imported += 1
      if (collecting && (await collectionsIn(ctx, row, entry))) result.matched += 1
      else if (!entry.credit) result.ignored += 1
      else if (await matchEntry(ctx, row, entry)) result.matched += 1
      else result.unmatched += 1
    }
  }
  return result
}

/** Settles the direct debit collections the entry names (collected, or returned); false when none. */
async function collectionsIn(
  ctx: RequestContext,
  row: BankEntryRow,
  entry: StatementEntry,
): Promise<boolean> {
  return ctx.transaction(async (tx) => {
    const locked = await lockBankEntry(tx, row.id)
    if (locked?.status !== row.status) return false
    const paymentIds = await settleCollections(tx, entry)
    if (paymentIds === null) return false
    await settleBankEntry(tx, row.id, { status: 'matched', customer_id: null, payment_ids: paymentIds })
    return true
  })
}

/** Pays the open invoices an entry's remittance names (one customer's), oldest first; false when none. */
async function matchEntry(ctx: RequestContext, row: BankEntryRow, entry: StatementEntry): Promise<boolean> {
  const named = [entry.remittance, entry.structuredReference, entry.endToEndId].filter(Boolean).join(' ')
  const invoices = await openInvoicesNamedIn(ctx, entry.currency, named)
  if (invoices.length === 0) invoices.push(...(await invoiceOfAmount(ctx, entry)))
  const customers = new Set(invoices.map((i) => i.customer_id))
  if (invoices.length === 0 || customers.size > 1) return false
  await ctx.transaction(async (tx) => {
    const locked = await lockBankEntry(tx, row.id)
    if (locked?.status !== 'unmatched') return
    const paymentIds: string[] = []
    let left = entry.amountMinor
    for (const [i, invoice] of invoices.entries()) {
      // The last named invoice takes what is left: more than it owes becomes the customer's credit.
      const share = i === invoices.length - 1 ? left : Math.min(left, invoice.balance)
      if (share <= 0) break
      paymentIds.push(await recordCollected(tx, invoice, paymentOf(row, share)))
      left -= share
    }
    await settleBankEntry(tx, row.id, {
      status: 'matched',
      customer_id: invoices[0]?.customer_id ?? null,
      payment_ids: paymentIds,
    })
  })
  return true
}

/**
 * A payment naming no invoice, from an account the provider knows (a customer's earlier payment or
 * mandate): the one open invoice of that customer owing exactly the amount, if there is exactly one.
 */
async function invoiceOfAmount(ctx: RequestContext, entry: StatementEntry) {
  const customer = entry.debtorIban ? await customerOfIban(ctx, entry.debtorIban) : undefined
  if (!customer) return []
  const owing = (await openInvoicesOf(ctx, [customer], entry.currency)).filter(
    (i) => i.balance === entry.amountMinor,
  )
  return owing.length === 1 ? owing : []
}

const paymentOf = (row: BankEntryRow, amount: number) => ({
  amount_minor: amount,
  paid_on: row.booking_date,
  method: 'bank_transfer' as const,
  reference: row.bank_reference,
})

export async function bankEntries(ctx: RequestContext, query: { status?: BankEntryRow['status'] }) {
  return (await listBankEntries(ctx, query.status)).map(toBankEntry)
}

/** Staff assign an unmatched credit to an invoice or to a customer's account, once. */
export async function assignBankEntry(
  ctx: RequestContext,
  id: string,
  input: BankEntryAssign,
): Promise<BankEntry> {
  if (Boolean(input.document_id) === Boolean(input.customer_id))
    throw new BadRequest(paymentsTexts.assignOne, [
      { field: 'document_id', message: 'one of document_id, customer_id' },
    ])
  const invoice = input.document_id ? await collectableInvoice(ctx, input.document_id) : null
  return ctx.transaction(async (tx) => {
    const row = await lockBankEntry(tx, id)
    if (!row) throw new NotFound(paymentsTexts.entryNotFound)
    if (row.status !== 'unmatched') throw new Conflict(paymentsTexts.entryNotOpen)
    const customerId = invoice?.customer_id ?? input.customer_id ?? ''
    if (invoice && invoice.currency !== row.currency) throw new Conflict(paymentsTexts.entryCurrency)
    const paymentId = invoice
      ? await recordCollected(tx, invoice, paymentOf(row, row.amount_minor))
      : await recordOnAccount(tx, customerId, { ...paymentOf(row, row.amount_minor), currency: row.currency })
    const values = { status: 'assigned' as const, customer_id: customerId, payment_ids: [paymentId] }
    await settleBankEntry(tx, id, values)
    return toBankEntry({ ...row, ...values })
  })
}
