import type { AccountEntryKind, PaymentInput } from '@portico/contracts'
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { accountEntries, customerAccounts, documents, payments } from '../../db/schema/index.ts'
import { findRow, insertRow, lockRow, queryRows, sqlArray } from '../../lib/sql.ts'
import { openBalance } from './balance.repository.ts'

export type AccountKey = { issuer_id: string; customer_id: string; currency: string }
export type AccountRow = typeof customerAccounts.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type EntryRow = typeof accountEntries.$inferSelect

/** One posting to write: `document_id` moves that invoice's balance, null moves the credit. */
export type Posting = {
  kind: AccountEntryKind
  amount_minor: number
  document_id: string | null
  source_document_id?: string | null
  payment_id?: string | null
  reverses_id?: string | null
  booked_on: string
  reference?: string | null
  reason?: string | null
}

/** Who may see or post to an account: staff of its issuer, or the customer's own people. */
export type AccountSide = 'staff' | 'customer'

function accountScope(ctx: RequestContext, side: AccountSide): SQL {
  const visible = ownedByVisibleCompany(ctx, customerAccounts.customer_id)
  if (side === 'customer') return visible
  if (!ctx.issuerId) return sql`false`
  return and(eq(customerAccounts.issuer_id, ctx.issuerId), visible) as SQL
}

const keyIs = (key: AccountKey) =>
  and(
    eq(customerAccounts.issuer_id, key.issuer_id),
    eq(customerAccounts.customer_id, key.customer_id),
    eq(customerAccounts.currency, key.currency),
  )

/**
 * The account of `key`, created when it has none yet, locked until the caller's transaction ends:
 * every posting to one account runs one after another. Undefined outside the caller's companies.
 */
export async function lockAccount(ctx: RequestContext, key: AccountKey): Promise<AccountRow | undefined> {
  const lock = () =>
    lockRow(ctx.db, customerAccounts, keyIs(key), ownedByVisibleCompany(ctx, customerAccounts.customer_id))
  // Nearly always there: locked at once; made first only the first time (no write on the way).
  const existing = await lock()
  if (existing) return existing
  await ctx.db.execute(sql`insert into customer_accounts (issuer_id, customer_id, currency)
    select ${key.issuer_id}::uuid, ${key.customer_id}::uuid, ${key.currency}
    where ${ownedByVisibleCompany(ctx, sql`${key.customer_id}::uuid`)}
    on conflict do nothing`)
  return lock()
}

/**
 * The accounts of several keys (made where missing), locked in one statement in id order, so two
 * runs locking overlapping sets cannot deadlock. System work only: no visibility (the issuer's own run).
 */
export async function lockAccounts(ctx: RequestContext, keys: AccountKey[]): Promise<AccountRow[]> {
  if (keys.length === 0) return []
  const column = (pick: (k: AccountKey) => string) => sqlArray(keys.map(pick), 'text')
  await ctx.db.execute(sql`insert into customer_accounts (issuer_id, customer_id, currency)
    select i::uuid, c::uuid, cur from unnest(${column((k) => k.issuer_id)}, ${column((k) => k.customer_id)},
      ${column((k) => k.currency)}) as k(i, c, cur)
    on conflict do nothing`)
  return ctx.db
    .select()
    .from(customerAccounts)
    .where(
      sql`(${customerAccounts.issuer_id}::text, ${customerAccounts.customer_id}::text, ${customerAccounts.currency})
        in (select * from unnest(${column((k) => k.issuer_id)}, ${column((k) => k.customer_id)}, ${column((k) => k.currency)}))`,
    )
    .orderBy(asc(customerAccounts.id))
    .for('update')
}

/** Invoice postings of several locked accounts in one statement (a billing run's invoices). */
export async function insertInvoicePostings(
  ctx: RequestContext,
  rows: { account_id: string; document_id: string; amount_minor: number; booked_on: string }[],
) {
  if (rows.length === 0) return
  await ctx.db.insert(accountEntries).values(
    rows.map((r) => ({
      ...r,
      kind: 'invoice' as const,
      source_document_id: r.document_id,
      created_by: ctx.user.id,
    })),
  )
}

/** The locked account's credit as it is now (postings of this transaction included). */
export async function creditOf(ctx: RequestContext, account: AccountRow): Promise<number> {
  const [row] = await ctx.db
    .select({ credit: customerAccounts.credit_minor })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, account.id))
  return row?.credit ?? 0
}

/** The account a caller may see: of a customer in one currency. */
export function findAccount(ctx: RequestContext, side: AccountSide, customerId: string, currency: string) {
  return findRow(
    ctx.db,
    customerAccounts,
    eq(customerAccounts.customer_id, customerId),
    eq(customerAccounts.currency, currency),
    accountScope(ctx, side),
  )
}

/** The currencies a customer has an account in, as the caller may see them. */
export async function currenciesOf(ctx: RequestContext, side: AccountSide, customerId: string) {
  const rows = await ctx.db
    .selectDistinct({ currency: customerAccounts.currency })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.customer_id, customerId), accountScope(ctx, side)))
    .orderBy(asc(customerAccounts.currency))
  return rows.map((r) => r.currency)
}

/** Which balance column of an invoice a posting kind moves. */
const paidKinds: AccountEntryKind[] = ['payment', 'credit_applied', 'reversal']

/**
 * Writes postings to a locked account: the entries, each moved invoice's paid or credited amount and
 * status, and the account's credit. The checks on both tables refuse a negative balance or credit.
 * Answers the invoices that became paid.
 */
export async function writePostings(
  ctx: RequestContext,
  account: AccountRow,
  postings: Posting[],
): Promise<string[]> {
  const real = postings.filter((p) => p.amount_minor !== 0 || p.kind === 'invoice')
  if (real.length === 0) return []
  await ctx.db.insert(accountEntries).values(
    real.map((p) => ({
      account_id: account.id,
      kind: p.kind,
      amount_minor: p.amount_minor,
      document_id: p.document_id,
      source_document_id: p.source_document_id ?? null,
      payment_id: p.payment_id ?? null,
      reverses_id: p.reverses_id ?? null,
      booked_on: p.booked_on,
      reference: p.reference ?? null,
      reason: p.reason ?? null,
      created_by: ctx.user.id,
    })),
  )
  const credit = real.filter((p) => p.document_id === null).reduce((sum, p) => sum + p.amount_minor, 0)
  if (credit !== 0) {
    await ctx.db
      .update(customerAccounts)
      .set({ credit_minor: sql`${customerAccounts.credit_minor} - ${credit}`, updated_at: new Date() })
      .where(eq(customerAccounts.id, account.id))
  }
  const paid: string[] = []
  for (const p of real) {
    if (p.document_id === null || p.kind === 'invoice') continue
    const dp = paidKinds.includes(p.kind) ? -p.amount_minor : 0
    const dc = p.kind === 'credit_note' ? -p.amount_minor : 0
    const newPaid = sql`(${documents.paid_minor} + ${dp})`
    const newCredited = sql`(${documents.credited_minor} + ${dc})`
    const [row] = await ctx.db
      .update(documents)
      .set({
        paid_minor: newPaid,
        credited_minor: newCredited,
        status: sql`case
          when ${documents.total_minor} - ${newPaid} - ${newCredited} <= 0
            then case when ${newCredited} > 0 and ${newCredited} >= ${newPaid} then 'credited' else 'paid' end
          when ${newPaid} > 0 then 'partially_paid'
          when ${documents.sent_at} is not null then 'sent'
          else 'issued' end`,
        updated_at: new Date(),
      })
      .where(and(eq(documents.id, p.document_id), eq(documents.kind, 'invoice')))
      .returning({ status: documents.status })
    if (row?.status === 'paid') paid.push(p.document_id)
  }
  return paid
}

/** An invoice's balance on the locked account (what is still owed). */
export async function invoiceBalance(ctx: RequestContext, account: AccountRow, invoiceId: string) {
  const [row] = await ctx.db
    .select({
      balance: openBalance,
    })
    .from(documents)
    .where(and(eq(documents.id, invoiceId), ...invoicesOf(account)))
  return Math.max(0, Number(row?.balance ?? 0))
}

const invoicesOf = (account: AccountRow) => [
  eq(documents.issuer_id, account.issuer_id),
  eq(documents.customer_id, account.customer_id),
  eq(documents.currency, account.currency),
  eq(documents.kind, 'invoice'),
]

/** The account's invoices that still owe something, the oldest due first. */
export async function openInvoices(ctx: RequestContext, account: AccountRow) {
  const rows = await ctx.db
    .select({
      id: documents.id,
      balance: openBalance,
    })
    .from(documents)
    .where(
      and(
        ...invoicesOf(account),
        inArray(documents.status, ['issued', 'sent', 'partially_paid']),
        sql`${openBalance} > 0`,
      ),
    )
    .orderBy(asc(documents.due_date), asc(documents.issue_date), asc(documents.sequence))
  return rows.map((r) => ({ id: r.id, balance: Number(r.balance) }))
}

export async function insertPayment(
  ctx: RequestContext,
  account: AccountRow,
  invoiceId: string | null,
  input: PaymentInput,
): Promise<PaymentRow> {
  return insertRow(ctx.db, payments, {
    account_id: account.id,
    document_id: invoiceId,
    paid_on: input.paid_on,
    amount_minor: input.amount_minor,
    method: input.method,
    reference: input.reference ?? null,
    created_by: ctx.user.id,
  })
}

/** A payment of the caller's provider whose customer the caller sees, locked; undefined otherwise. */
export async function lockPayment(ctx: RequestContext, id: string) {
  if (!ctx.issuerId) return undefined
  const [row] = await ctx.db
    .select({ payment: payments, account: customerAccounts })
    .from(payments)
    .innerJoin(customerAccounts, eq(customerAccounts.id, payments.account_id))
    .where(and(eq(payments.id, id), accountScope(ctx, 'staff')))
    .for('update', { of: payments })
  return row
}

export async function markReversed(ctx: RequestContext, id: string, reason: string) {
  await ctx.db
    .update(payments)
    .set({ reversed_at: ctx.platform.now(), reversed_by: ctx.user.id, reversal_reason: reason })
    .where(and(eq(payments.id, id), isNull(payments.reversed_at)))
}

/** The postings a payment made (what a reversal undoes). */
export function postingsOfPayment(ctx: RequestContext, paymentId: string) {
  return ctx.db
    .select()
    .from(accountEntries)
    .where(and(eq(accountEntries.payment_id, paymentId), eq(accountEntries.kind, 'payment')))
}

/**
 * Credit applied to invoices that can still be undone, newest first: each application's amount
 * less what reversals took back from it already.
 */
export async function undoableApplications(ctx: RequestContext, account: AccountRow) {
  const rows = await queryRows<{ id: string; document_id: string; left: string }>(
    ctx.db,
    sql`select e.id, e.document_id, (-e.amount_minor - coalesce((select sum(r.amount_minor) from account_entries r
          where r.reverses_id = e.id), 0))::bigint as left
        from account_entries e
        where e.account_id = ${account.id} and e.kind = 'credit_applied' and e.document_id is not null
        order by e.seq desc`,
  )
  return rows
    .map((r) => ({ id: r.id, document_id: r.document_id, left: Number(r.left) }))
    .filter((r) => r.left > 0)
}

/** The payments registered for one invoice, oldest first. */
export async function paymentsOf(ctx: RequestContext, documentId: string) {
  return ctx.db
    .select({ payment: payments, currency: customerAccounts.currency })
    .from(payments)
    .innerJoin(customerAccounts, eq(customerAccounts.id, payments.account_id))
    .where(eq(payments.document_id, documentId))
    .orderBy(asc(payments.paid_on), asc(payments.created_at))
}

const source = alias(documents, 'source')

/** The account's entries, newest first, each with the account's balance after it. */
export async function entriesOf(ctx: RequestContext, account: AccountRow, limit: number) {
  const running = sql<number>`sum(${accountEntries.amount_minor}) over (order by ${accountEntries.seq})`
  const rows = await ctx.db
    .select({
      entry: accountEntries,
      balance: running,
      document_number: documents.number,
      source_number: source.number,
    })
    .from(accountEntries)
    .leftJoin(documents, eq(documents.id, accountEntries.document_id))
    .leftJoin(source, eq(source.id, accountEntries.source_document_id))
    .where(eq(accountEntries.account_id, account.id))
    .orderBy(desc(accountEntries.seq))
    .limit(limit)
  return rows.map((r) => ({ ...r, balance: Number(r.balance) }))
}

/** What the account's open invoices owe, and the part past its due date on `today`. */
export async function openTotals(ctx: RequestContext, account: AccountRow, today: string) {
  const balance = openBalance
  const [row] = await ctx.db
    .select({
      open: sql<string>`coalesce(sum(${balance}), 0)::bigint`,
      overdue: sql<string>`coalesce(sum(case when ${documents.due_date} < ${today}::date then ${balance} else 0 end), 0)::bigint`,
    })
    .from(documents)
    .where(and(...invoicesOf(account), inArray(documents.status, ['issued', 'sent', 'partially_paid'])))
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) }
}
