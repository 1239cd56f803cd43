/**
 * Billing periods of recurring services: the calendar arithmetic every renewal, invoice line and
 * proration uses. Dates are calendar dates (YYYY-MM-DD) in the provider's time zone.
 */

/** How often a product is billed: once, or every 1, 3, 12, 24 or 36 months (ISO 8601 durations). */
export const BILLING_PERIODS = ['once', 'P1M', 'P3M', 'P1Y', 'P2Y', 'P3Y'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]
export type RecurringPeriod = Exclude<BillingPeriod, 'once'>

export const PERIOD_MONTHS: Record<RecurringPeriod, number> = { P1M: 1, P3M: 3, P1Y: 12, P2Y: 24, P3Y: 36 }

const DAY_MS = 86_400_000

const parts = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number)
  return { y: y ?? 0, m: m ?? 1, d: d ?? 1 }
}
const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * `months` after `isoDate`, on the same day of the month or, where that month is shorter, its last
 * day: 31 January + 1 month = 28 (29) February. Computed from the anchor, never chained, so the
 * day does not drift: 31 January + 2 months = 31 March.
 */
export function addMonths(isoDate: string, months: number): string {
  const { y, m, d } = parts(isoDate)
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`
}

/** The start of the n-th period (n = 0 is the anchor itself) of a service that started on `anchor`. */
export function periodStart(anchor: string, period: RecurringPeriod, n: number): string {
  return addMonths(anchor, n * PERIOD_MONTHS[period])
}

/** The period [start, end) that contains `date` (end exclusive: the next period's start). */
export function periodContaining(
  anchor: string,
  period: RecurringPeriod,
  date: string,
): { index: number; start: string; end: string } {
  const months = monthsBetween(anchor, date)
  let index = Math.max(0, Math.floor(months / PERIOD_MONTHS[period]))
  while (index > 0 && periodStart(anchor, period, index) > date) index--
  while (periodStart(anchor, period, index + 1) <= date) index++
  return { index, start: periodStart(anchor, period, index), end: periodStart(anchor, period, index + 1) }
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

function monthsBetween(from: string, to: string): number {
  const a = parts(from)
  const b = parts(to)
  return (b.y - a.y) * 12 + (b.m - a.m)
}

/**
 * The part of `amountMinor` (one period's price) for the days from `from` to the period's end,
 * rounded half away from zero: a service started or changed on `from` pays this share.
 */
export function prorate(amountMinor: number, period: { start: string; end: string }, from: string): number {
  const total = daysBetween(period.start, period.end)
  const left = Math.min(Math.max(daysBetween(from, period.end), 0), total)
  if (total <= 0) return 0
  const exact = (amountMinor * left) / total
  return Math.sign(exact) * Math.round(Math.abs(exact))
}
