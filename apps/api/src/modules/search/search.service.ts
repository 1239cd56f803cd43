import { SEARCH_HIT_KINDS, type SearchHit } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { type FoundRow, findAll, type SearchKind } from './search.repository.ts'

/** At most this many hits in all. */
const LIMIT = 30

/**
 * The portal page that shows a hit, as the caller may open it: staff and a reseller open a
 * customer's record pages; a customer's own people their finances, support and service pages.
 */
function pathOf(ctx: RequestContext, kind: SearchKind, row: FoundRow): string | null {
  const record = row.company_kind === 'customer' || row.company_kind === 'reseller'
  const manages = ctx.isStaff || !ownCompany(ctx, row.company_id)
  const view = `/${row.company_kind}s/view/${row.company_id}`
  switch (kind) {
    case 'company':
      if (!record) return null
      return manages ? view : '/company/details'
    case 'user':
      if (record && manages) return `${view}/users`
      return ownCompany(ctx, row.company_id) ? '/company/users' : null
    case 'contact':
      return record && manages ? `${view}/contacts/${row.id}` : null
    case 'service':
      return record && manages ? `${view}/services/${row.id}` : null
    case 'document':
      if (ctx.isStaff) return `/billing/document/${row.id}`
      return row.extra === 'quote' ? `/finances/quotes/${row.id}` : `/finances/invoices/${row.id}`
    case 'order':
      return ctx.isStaff ? `/admin/orders/view/${row.id}` : `/finances/orders/${row.id}`
    case 'domain':
      return `/domains/view/${encodeURIComponent(row.title)}`
    case 'ticket':
      return `/support/ticket/${row.id}`
    case 'microsoft_tenant':
      return '/microsoft/tenants'
    case 'microsoft_subscription':
      return `/microsoft/subscriptions/${row.id}`
    default:
      return null
  }
}

/** Whether the company is one the caller belongs to (not one of their customers). */
const ownCompany = (ctx: RequestContext, companyId: string | null) =>
  companyId !== null && ctx.memberships.some((m) => m.company_id === companyId)

/**
 * The header search: every kind the caller may see, looked up at once, ranked together — the query
 * itself first, then names that start with it, then the rest; within a rank in the kinds' order.
 */
export async function search(ctx: RequestContext, query: string): Promise<SearchHit[]> {
  const order = (kind: SearchKind) => SEARCH_HIT_KINDS.indexOf(kind)
  return (await findAll(ctx, query))
    .sort((a, b) => a.rank - b.rank || order(a.kind) - order(b.kind) || a.place - b.place)
    .slice(0, LIMIT)
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      path: pathOf(ctx, row.kind, row),
    }))
}
