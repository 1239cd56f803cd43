import type { DashboardResponse } from '@portico/contracts'
import { addDays } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import {
  countCompanies,
  countDomainsExpiring,
  countFailedJobs,
  countMembers,
  countOpenInvoices,
  countOrdersToApprove,
  countRunningServices,
  creditHeld,
  listActiveCompanies,
  ticketFigures,
} from './dashboard.repository.ts'
import { licenceSeats, revenueMonths } from './figures.service.ts'

/** Domains expiring within this many days need attention. */
const EXPIRY_DAYS = 60

/**
 * The landing page's tiles per role: what needs attention now, each linked to its list. Staff: open
 * tickets and SLA breaches, orders to approve, failed jobs, overdue invoices, the credit customers
 * hold, customers, resellers.
 * A customer's people: open invoices, their credit (when they have some), running services, domains expiring within 60 days, open tickets,
 * licence seats used of bought. Staff also get revenue this month against last, with six months to chart.
 */
export async function getDashboard(ctx: RequestContext): Promise<DashboardResponse['data']> {
  // Staff without a scope see every customer: a list of them would say nothing, the tiles do.
  const listed = ctx.isStaff && !ctx.scopeCompanyId ? [] : await listActiveCompanies(ctx)
  const today = todayOf(ctx)
  const tickets = await ticketFigures(ctx, ctx.platform.now())
  if (!ctx.isStaff) {
    const seats = await licenceSeats(ctx)
    const credit = await creditHeld(ctx)
    return {
      tiles: [
        { key: 'openInvoices', value: await countOpenInvoices(ctx), to: 'finances-invoices' },
        ...(credit > 0 ? [{ key: 'credit', value: credit, currency: 'EUR', to: 'finances-account' }] : []),
        { key: 'runningServices', value: await countRunningServices(ctx) },
        {
          key: 'domainsExpiring',
          value: await countDomainsExpiring(ctx, today, addDays(today, EXPIRY_DAYS)),
          to: 'domains-index',
        },
        { key: 'openTickets', value: tickets.open, to: 'support-open' },
        ...(seats
          ? [{ key: 'licenceSeats', value: seats.used, of: seats.total, to: 'microsoft-subscriptions' }]
          : []),
        { key: 'companies', value: listed.length },
      ],
      companies: listed,
    }
  }
  const revenue = await revenueMonths(ctx, today)
  const [lastMonth, thisMonth] = revenue.slice(-2).map((m) => m.amount_minor)
  return {
    revenue,
    tiles: [
      {
        key: 'revenueThisMonth',
        value: thisMonth ?? 0,
        previous: lastMonth ?? 0,
        currency: 'EUR',
        to: 'finances-reports',
      },
      { key: 'openTickets', value: tickets.open, to: 'support-open' },
      { key: 'slaBreaches', value: tickets.breached, to: 'support-open' },
      { key: 'ordersToApprove', value: await countOrdersToApprove(ctx), to: 'admin-orders' },
      { key: 'failedJobs', value: await countFailedJobs(ctx), to: 'admin-jobs' },
      { key: 'overdueInvoices', value: await countOpenInvoices(ctx, today), to: 'billing-invoices' },
      { key: 'creditHeld', value: await creditHeld(ctx), currency: 'EUR', to: 'finances-reports' },
      { key: 'customers', value: await countCompanies(ctx, 'customer'), to: 'customers' },
      { key: 'resellers', value: await countCompanies(ctx, 'reseller'), to: 'resellers' },
      { key: 'users', value: await countMembers(ctx) },
    ],
    companies: listed,
  }
}
