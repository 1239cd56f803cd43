import { MAX_DOCUMENT_LINES } from '@portico/contracts'
import { addDays, daysBetween, periodContaining, prorate, type RecurringPeriod } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { todayOf } from './documents.mapper.ts'
import {
  claimAndAdvance,
  type DueService,
  dueGroups,
  finishRun,
  lockDueServices,
  refreshRunStatistics,
  startRun,
} from './recurring.repository.ts'
import type { SettingsRow } from './settings.repository.ts'
import { loadSettings } from './settings.service.ts'
import { BILLING_RENDER_PDF, issueSystemInvoices } from './systemInvoice.service.ts'

/** Invoices written at the same time by one run. */
const CONCURRENCY = 4

type Line = {
  description: string
  quantity: string
  unit_price_minor: number
  vat_rate_bp: number
  product_id: string | null
  period_start: string
  period_end: string
}
type Claim = {
  service_id: string
  period_start: string
  period_end: string
  billed_id: string
  amount_minor: number
}

/** `items` in runs of at most `size`. */
function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  )
}

/** Thrown inside a group's transaction when another run got there first: the group rolls back whole. */
class AlreadyInvoiced extends Error {}

/**
 * The invoice lines of one service from its next due date up to `horizon`: one line per period, a
 * partial period (a start between anchors, or a cancellation inside a period) prorated by days.
 */
export function periodLines(
  s: DueService,
  horizon: string,
): { lines: Line[]; claims: Claim[]; next: string; discountPeriods: number | null } {
  const lines: Line[] = []
  const claims: Claim[] = []
  let next = s.next_due_date
  let left = s.discount_periods
  const period = s.period as RecurringPeriod
  while (next <= horizon && (!s.cancel_at || next < s.cancel_at)) {
    const { start, end } = periodContaining(s.start_date, period, next)
    const until = s.cancel_at && s.cancel_at < end ? s.cancel_at : end
    const whole = next === start && until === end
    const amount = whole
      ? s.amount_minor
      : prorate(s.amount_minor, { start, end }, next) - prorate(s.amount_minor, { start, end }, until)
    const last = addDays(until, -1)
    // A promotion's discount while it lasts (whole periods; a partial one gets its share).
    const discounted = s.discount_minor > 0 && (left === null || left > 0)
    if (discounted && left !== null) left -= 1
    const discount = discounted
      ? Math.min(
          s.discount_minor,
          whole
            ? s.discount_minor
            : prorate(s.discount_minor, { start, end }, next) -
                prorate(s.discount_minor, { start, end }, until),
        )
      : 0
    lines.push({
      description: whole
        ? `${s.name}, ${next} – ${last}`
        : `${s.name}, ${next} – ${last} (${daysBetween(next, until)} days)`,
      quantity: '1',
      unit_price_minor: amount - discount,
      vat_rate_bp: s.vat_rate_bp,
      product_id: s.product_id,
      period_start: next,
      period_end: last,
    })
    claims.push({
      service_id: s.id,
      period_start: next,
      period_end: until,
      billed_id: s.billed_id,
      amount_minor: amount - discount,
    })
    next = until
  }
  return { lines, claims, next, discountPeriods: left }
}

type Group = { billed_id: string; currency: string; service_ids: string[] }
type Part = ReturnType<typeof periodLines> & { s: DueService }
type Run = { settings: SettingsRow; horizon: string; books: Map<string, Promise<SettingsRow>> }

/**
 * A reseller's sale in the run: the same periods invoiced by the reseller to its customer at the
 * reseller's price, the customer's promotion applied (the provider's part bills the reseller).
 */
function resalePart(s: DueService, horizon: string): Part | null {
  if (!s.resale) return null
  const { amount_minor, discount_minor } = s.resale
  const sold = { ...s, amount_minor, discount_minor, billed_id: s.company_id }
  return { s: sold, ...periodLines(sold, horizon) }
}

/** One issuer's invoices to several parties, each party's lines cut to what one invoice holds. */
function invoicesOf(parties: Part[][]) {
  return parties.flatMap((parts) =>
    chunks(
      parts.flatMap((p) => p.lines.map((line, k) => ({ line, claim: p.claims[k] as Claim }))),
      MAX_DOCUMENT_LINES,
    ).map((items) => ({
      customerId: parts[0]?.s.billed_id ?? '',
      currency: parts[0]?.s.currency ?? '',
      items,
    })),
  )
}

/** Issues one issuer's invoices; the claims of their lines, each naming its invoice. */
async function issueFor(tx: RequestContext, settings: SettingsRow, parties: Part[][]) {
  const invoices = invoicesOf(parties)
  const issued = await issueSystemInvoices(
    tx,
    settings,
    invoices.map(({ customerId, currency, items }) => ({
      customerId,
      currency,
      lines: items.map((i) => i.line),
    })),
  )
  const claims = invoices.flatMap(({ items }, i) =>
    items.map(({ claim }) => ({ ...claim, document_id: issued[i]?.id ?? '' })),
  )
  return { claims, invoices: invoices.length }
}

/** Parts grouped by paying party (and currency), in a map per issuer. */
function resaleParties(parts: Part[]): Map<string, Part[][]> {
  const byParty = new Map<string, Part[]>()
  for (const p of parts) {
    const key = `${p.s.resale?.issuer_id}|${p.s.billed_id}|${p.s.currency}`
    byParty.set(key, [...(byParty.get(key) ?? []), p])
  }
  const byIssuer = new Map<string, Part[][]>()
  for (const [key, party] of byParty) {
    const issuer = key.split('|')[0] ?? ''
    byIssuer.set(issuer, [...(byIssuer.get(issuer) ?? []), party])
  }
  return byIssuer
}

/**
 * Invoices for some paying parties (one per group): their due services locked, their periods
 * recorded in the ledger (the key that makes a second run a no-op), the invoices issued, the
 * services advanced, all in one transaction and a handful of statements however many groups. A
 * reseller's sales are invoiced twice over the same periods: by the provider to the reseller at its
 * purchase price, and by the reseller to its customer at its own price (issue 25 item 9).
 */
async function invoiceGroups(
  ctx: RequestContext,
  run: Run,
  groups: Group[],
): Promise<{ periods: number; invoices: number; issuers: string[] }> {
  const providerId = run.settings.company_id
  const groupOf = new Map(groups.flatMap((g, i) => g.service_ids.map((id) => [id, i] as const)))
  return ctx.transaction(async (tx) => {
    const due = await lockDueServices(tx, providerId, run.horizon, [...groupOf.keys()])
    const byGroup = new Map<number, Part[]>()
    const resales: Part[] = []
    const moves = []
    for (const s of due) {
      const part: Part = { s, ...periodLines(s, run.horizon) }
      if (part.lines.length === 0) continue
      const index = groupOf.get(s.id) ?? -1
      byGroup.set(index, [...(byGroup.get(index) ?? []), part])
      const resale = resalePart(s, run.horizon)
      if (resale) resales.push(resale)
      // The promotion's periods count down on the customer's invoices (the reseller's, for its sales).
      moves.push({ id: s.id, next: part.next, discountPeriods: (resale ?? part).discountPeriods })
    }
    const parties = [...byGroup.values()]
    if (parties.length === 0) return { periods: 0, invoices: 0, issuers: [] }
    // A party with more periods than one invoice holds gets several invoices (issue 25 item 7).
    const own = await issueFor(tx, run.settings, parties)
    const claims = [...own.claims]
    let invoices = own.invoices
    const issuers = [providerId]
    for (const [issuerId, resold] of resaleParties(resales)) {
      const books = await booksOf(tx, run, issuerId)
      const sold = await issueFor(tx, books, resold)
      claims.push(...sold.claims)
      invoices += sold.invoices
      issuers.push(issuerId)
    }
    if ((await claimAndAdvance(tx, claims, moves)) !== claims.length) throw new AlreadyInvoiced()
    return { periods: claims.length, invoices, issuers }
  })
}

/** A reseller's settings, read (or made) once per run. */
function booksOf(tx: RequestContext, run: Run, issuerId: string): Promise<SettingsRow> {
  let found = run.books.get(issuerId)
  if (!found) {
    found = loadSettings(tx, issuerId)
    // A failed read is not kept: the next group reads again.
    found.catch(() => run.books.delete(issuerId))
    run.books.set(issuerId, found)
  }
  return found
}

export type RunResult = {
  periods: number
  invoices: number
  failures: { service_ids: string[]; error: string }[]
}
type Progress = RunResult & { issuers: Set<string> }

/**
 * The daily run for one provider: every service due within the lead time is invoiced, one invoice
 * per paying party and currency. Periods come from each service's own dates, never from "now"
 * alone, so a missed day is caught up by the next run. A party whose invoice fails is logged and
 * left for the next run; the others go on.
 */
export async function runRecurringInvoicing(
  ctx: RequestContext,
  providerId: string,
  jobId: string | null = null,
): Promise<RunResult> {
  const today = todayOf(ctx)
  const settings = await loadSettings(ctx, providerId)
  const horizon = addDays(today, settings.invoice_lead_days)
  const runId = await startRun(ctx, providerId, today, jobId)
  const result: Progress = { periods: 0, invoices: 0, failures: [], issuers: new Set() }
  try {
    await invoiceAllDue(ctx, { settings, horizon, books: new Map() }, result)
  } catch (error) {
    await finishRun(ctx, runId, result, 'failed')
    throw error
  }
  // The run's invoices get their PDFs from one job, before anyone reads or mails them.
  for (const issuerId of result.issuers) {
    await ctx.platform.jobs.send(ctx.db, BILLING_RENDER_PDF, { providerId, issuerId })
  }
  const { issuers: _, ...counts } = result
  await finishRun(ctx, runId, counts)
  return counts
}

/** Parties whose invoices one transaction writes together; a batch that fails is redone party by party. */
const BATCH = 20
/** Batches between refreshes of the planner statistics of the tables the run fills. */
const STATISTICS_EVERY = 25

/** Every due group, a few batches at a time; a party that fails is logged and left for the next run. */
async function invoiceAllDue(ctx: RequestContext, run: Run, result: Progress): Promise<void> {
  const groups = await dueGroups(ctx, run.settings.company_id, run.horizon)
  const batches = Array.from({ length: Math.ceil(groups.length / BATCH) }, (_, i) =>
    groups.slice(i * BATCH, (i + 1) * BATCH),
  )
  /** Invoices the groups together; false when the batch must be redone one group at a time. */
  const attempt = async (batch: Group[]): Promise<boolean> => {
    try {
      const done = await invoiceGroups(ctx, run, batch)
      result.periods += done.periods
      result.invoices += done.invoices
      for (const issuer of done.issuers) result.issuers.add(issuer)
      return true
    } catch (error) {
      if (batch.length > 1) return false
      // Another run invoiced this party first: nothing to do. Anything else is this party's failure.
      if (!(error instanceof AlreadyInvoiced)) {
        result.failures.push({
          service_ids: batch.flatMap((g) => g.service_ids),
          error: (error as Error).message.slice(0, 500),
        })
      }
      return true
    }
  }
  // A few batches at a time (PostgreSQL uses several connections; PGlite takes them in turn).
  let done = 0
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      if (!(await attempt(batch))) for (const group of batch) await attempt([group])
      if (++done % STATISTICS_EVERY === 0) await refreshRunStatistics(ctx)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
}
