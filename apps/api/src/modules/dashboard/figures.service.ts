import type { RequestContext } from '../../auth/context.ts'
import { revenueByMonth } from '../billing/reports.repository.ts'
import { listMicrosoftSubscriptions } from '../microsoft/subscriptions.service.ts'

/** The first day of the month `back` months before the one `today` (YYYY-MM-DD) lies in. */
function monthStart(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) - back
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/** The staff's revenue (net, issued invoices less credit notes, EUR) of the last six months, this one last. */
export async function revenueMonths(ctx: RequestContext, today: string) {
  const from = monthStart(today, 5)
  const rows = await revenueByMonth(ctx, { from, to: today })
  const months = Array.from({ length: 6 }, (_, i) => monthStart(today, 5 - i).slice(0, 7))
  return months.map((month) => ({
    month,
    amount_minor: rows
      .filter((r) => r.month === month && r.currency === 'EUR')
      .reduce((sum, r) => sum + Number(r.net_minor), 0),
  }))
}

/**
 * Licence seats in the caller's Microsoft 365 tenants: bought (the subscriptions' quantity) and used
 * (assigned to users, Graph's consumedUnits), read through the Microsoft area's own service. Null when
 * Partner Center cannot be reached: the dashboard shows the other tiles rather than failing.
 */
export async function licenceSeats(ctx: RequestContext): Promise<{ used: number; total: number } | null> {
  try {
    const subscriptions = (await listMicrosoftSubscriptions(ctx)).filter((s) => s.status === 'active')
    return {
      used: subscriptions.reduce((sum, s) => sum + Math.min(s.assigned, s.quantity), 0),
      total: subscriptions.reduce((sum, s) => sum + s.quantity, 0),
    }
  } catch {
    return null
  }
}
