/**
 * Microsoft's new-commerce (NCE) rules for a licence subscription, as pure functions of the
 * subscription and the moment `now` (passed in, never read from the clock):
 * - seats may be added at any time, charged pro rata to the term end;
 * - seats may be removed (and the subscription cancelled) only while they are inside the 168 hours
 *   after their own purchase batch (purchase, renewal or added seats: each batch its own window);
 *   after that a change can only be scheduled for the renewal;
 * - a term may move mid-term only to a longer one; billing frequency moves mid-term except on a
 *   three-year term;
 * - changes scheduled for the renewal (quantity, term, billing frequency, SKU) need auto-renew, and
 *   any immediate change discards them.
 * Every refusal names its rule and the moment it opens again (null: waiting alone never opens it).
 */
import { addDays } from './dates.ts'
import { addMonths, prorate } from './periods.ts'

export const NCE_TERMS = ['P1M', 'P1Y', 'P3Y'] as const
export type NceTerm = (typeof NCE_TERMS)[number]
export const NCE_BILLING = ['monthly', 'annual'] as const
export type NceBilling = (typeof NCE_BILLING)[number]
export const NCE_STATUSES = ['active', 'suspended', 'expired', 'deleted'] as const
export type NceStatus = (typeof NCE_STATUSES)[number]

/** Hours after a purchase batch in which its seats may still be removed with a refund. */
export const REFUND_WINDOW_HOURS = 168
const TERM_MONTHS: Record<NceTerm, number> = { P1M: 1, P1Y: 12, P3Y: 36 }

/** Seats bought at one moment (purchase, renewal or an increase): they share one refund window. */
export interface SeatBatch {
  quantity: number
  purchasedAt: string
}

/** What the renewal changes (Partner Center's scheduledNextTermInstructions); absent fields stay. */
export interface NextTermChange {
  quantity?: number
  term?: NceTerm
  billing?: NceBilling
  skuId?: string
}

export interface NceSubscription {
  status: NceStatus
  skuId: string
  quantity: number
  term: NceTerm
  billing: NceBilling
  /** First day of the current term (YYYY-MM-DD, UTC). */
  termStart: string
  /** Last day of the current term, inclusive (Partner Center's commitmentEndDate). */
  termEnd: string
  autoRenew: boolean
  batches: SeatBatch[]
  scheduled: NextTermChange | null
}

export type NceRule =
  | 'inactive'
  | 'decreaseOutsideWindow'
  | 'cancelOutsideWindow'
  | 'belowOneSeat'
  | 'shorterTerm'
  | 'triennialBilling'
  | 'termBilling'
  | 'scheduleNeedsAutoRenew'
  | 'nothingToChange'

export type NceRefusal = { ok: false; rule: NceRule; opensAt: string | null }
/** An immediate change that is allowed; `discardsScheduled` warns that the renewal's plan goes. */
export type NceAllowed<T> = { ok: true; discardsScheduled: boolean } & T
export type NceDecision<T = object> = NceAllowed<T> | NceRefusal

const refuse = (rule: NceRule, opensAt: string | null): NceRefusal => ({ ok: false, rule, opensAt })

/** The last day of a term of `term` that starts on `start`. */
export function termEndFor(start: string, term: NceTerm): string {
  return addDays(addMonths(start, TERM_MONTHS[term]), -1)
}

/** The moment the renewal starts: 00:00 UTC the day after the term's last day. */
export function renewalAt(sub: Pick<NceSubscription, 'termEnd'>): string {
  return `${addDays(sub.termEnd, 1)}T00:00:00.000Z`
}

/** The moment a batch's seats stop being refundable. */
export function refundableUntil(batch: SeatBatch): string {
  return new Date(Date.parse(batch.purchasedAt) + REFUND_WINDOW_HOURS * 3_600_000).toISOString()
}

/** The batches whose window is still open at `now`, with when each closes. */
export function refundableBatches(sub: NceSubscription, now: Date): Array<SeatBatch & { until: string }> {
  return sub.batches
    .map((b) => ({ ...b, until: refundableUntil(b) }))
    .filter((b) => Date.parse(b.until) > now.getTime() && b.quantity > 0)
}

export function refundableSeats(sub: NceSubscription, now: Date): number {
  return refundableBatches(sub, now).reduce((n, b) => n + b.quantity, 0)
}

function whenActive(sub: NceSubscription): NceRefusal | null {
  if (sub.status === 'active') return null
  // A suspended subscription opens again when it is reactivated, expired or deleted ones never.
  return refuse('inactive', null)
}

const today = (now: Date) => now.toISOString().slice(0, 10)

/** Adding seats: always allowed while active; the price runs from today to the term end. */
export function increaseSeats(
  sub: NceSubscription,
  add: number,
  unitPriceMinor: number,
  now: Date,
): NceDecision<{ batch: SeatBatch; proratedMinor: number }> {
  const inactive = whenActive(sub)
  if (inactive) return inactive
  if (add < 1) return refuse('nothingToChange', null)
  const termPrice = unitPriceMinor * add
  const proratedMinor = prorate(termPrice, { start: sub.termStart, end: addDays(sub.termEnd, 1) }, today(now))
  return {
    ok: true,
    discardsScheduled: sub.scheduled !== null,
    batch: { quantity: add, purchasedAt: now.toISOString() },
    proratedMinor,
  }
}

/**
 * Removing seats now: only seats inside their own batch's window, taken from the newest batches
 * first. When too few are refundable the refusal opens at the renewal, the next moment the
 * existing seats get a window again (newly added seats only open a window for themselves).
 */
export function decreaseSeats(
  sub: NceSubscription,
  remove: number,
  now: Date,
): NceDecision<{ batches: SeatBatch[] }> {
  const inactive = whenActive(sub)
  if (inactive) return inactive
  if (remove < 1) return refuse('nothingToChange', null)
  if (remove >= sub.quantity) return refuse('belowOneSeat', null)
  if (refundableSeats(sub, now) < remove) return refuse('decreaseOutsideWindow', renewalAt(sub))
  const open = new Set(refundableBatches(sub, now).map((b) => b.purchasedAt))
  let left = remove
  const batches = [...sub.batches]
    .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt))
    .map((b) => {
      if (!open.has(b.purchasedAt) || left === 0) return b
      const taken = Math.min(left, b.quantity)
      left -= taken
      return { ...b, quantity: b.quantity - taken }
    })
    .filter((b) => b.quantity > 0)
    .sort((a, b) => a.purchasedAt.localeCompare(b.purchasedAt))
  return { ok: true, discardsScheduled: sub.scheduled !== null, batches }
}

/** Cancelling now: only while every seat is still refundable. */
export function cancelSubscription(sub: NceSubscription, now: Date): NceDecision {
  const inactive = whenActive(sub)
  if (inactive) return inactive
  if (refundableSeats(sub, now) < sub.quantity) return refuse('cancelOutsideWindow', renewalAt(sub))
  return { ok: true, discardsScheduled: sub.scheduled !== null }
}

/** Whether a billing frequency may go with a term: a one-month term is billed monthly. */
export function termAllowsBilling(term: NceTerm, billing: NceBilling): boolean {
  return term !== 'P1M' || billing === 'monthly'
}

/**
 * Changing term or billing frequency now. A longer term starts a new term today (new end date,
 * one fresh window for all seats); a shorter one waits for the renewal. Billing frequency on a
 * three-year term is fixed until the renewal (Microsoft, since April 2025).
 */
export function changeTermNow(
  sub: NceSubscription,
  change: { term?: NceTerm; billing?: NceBilling },
  now: Date,
): NceDecision<{ term: NceTerm; billing: NceBilling; termStart: string; termEnd: string }> {
  const inactive = whenActive(sub)
  if (inactive) return inactive
  const term = change.term ?? sub.term
  const billing = change.billing ?? sub.billing
  if (term === sub.term && billing === sub.billing) return refuse('nothingToChange', null)
  if (TERM_MONTHS[term] < TERM_MONTHS[sub.term]) return refuse('shorterTerm', renewalAt(sub))
  if (!termAllowsBilling(term, billing)) return refuse('termBilling', null)
  if (sub.term === 'P3Y' && billing !== sub.billing) return refuse('triennialBilling', renewalAt(sub))
  const longer = term !== sub.term
  const termStart = longer ? today(now) : sub.termStart
  return {
    ok: true,
    discardsScheduled: sub.scheduled !== null,
    term,
    billing,
    termStart,
    termEnd: longer ? termEndFor(termStart, term) : sub.termEnd,
  }
}

/** Planning the renewal: any quantity, term, billing or SKU, as long as auto-renew is on. */
export function scheduleAtRenewal(sub: NceSubscription, change: NextTermChange, now: Date): NceDecision {
  const inactive = whenActive(sub)
  if (inactive) return inactive
  if (Date.parse(renewalAt(sub)) <= now.getTime()) return refuse('inactive', null)
  if (!sub.autoRenew) return refuse('scheduleNeedsAutoRenew', null)
  if (change.quantity !== undefined && change.quantity < 1) return refuse('belowOneSeat', null)
  const term = change.term ?? sub.term
  const billing = change.billing ?? sub.billing
  if (!termAllowsBilling(term, billing)) return refuse('termBilling', null)
  const next = { quantity: sub.quantity, term: sub.term, billing: sub.billing, skuId: sub.skuId, ...change }
  const same = next.quantity === sub.quantity && next.term === sub.term && next.billing === sub.billing
  if (same && next.skuId === sub.skuId) return refuse('nothingToChange', null)
  return { ok: true, discardsScheduled: false }
}

/**
 * The subscription after its renewal at `renewalAt(sub)`: the scheduled changes applied, one new
 * batch (with a new window) for all seats, nothing scheduled; without auto-renew it expires.
 */
export function renew(sub: NceSubscription): NceSubscription {
  if (sub.status !== 'active' && sub.status !== 'suspended') return sub
  if (!sub.autoRenew) return { ...sub, status: 'expired', scheduled: null }
  const next = sub.scheduled ?? {}
  const termStart = addDays(sub.termEnd, 1)
  const term = next.term ?? sub.term
  const quantity = next.quantity ?? sub.quantity
  return {
    ...sub,
    skuId: next.skuId ?? sub.skuId,
    quantity,
    term,
    billing: next.billing ?? sub.billing,
    termStart,
    termEnd: termEndFor(termStart, term),
    batches: [{ quantity, purchasedAt: renewalAt(sub) }],
    scheduled: null,
  }
}
