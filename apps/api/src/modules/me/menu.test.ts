import { describe, expect, it, vi } from 'vitest'
import type { RequestContext } from '../../auth/context.ts'
import { buildMenu } from './menu.ts'

// The support badge counts tickets in the database; here it counts none.
vi.mock('../support/tickets.repository.ts', () => ({ countOpenTickets: async () => 0 }))

type Node = { name: string; sub?: Node[] }
const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.name, ...names(n.sub ?? [])])
/** A caller: staff or not, members of companies of these kinds, keeping books (staff, a reseller's admin) or not. */
const ctx = (isStaff: boolean, kinds: string[], books = isStaff || kinds.includes('reseller')) =>
  ({
    isStaff,
    issuerId: books ? 'books' : null,
    memberships: kinds.map((company_kind) => ({ company_kind })),
  }) as unknown as RequestContext

/** The "My services" section: every member of a reseller or customer, and staff. */
const SERVICES = [
  'menu.myServices',
  'menu.aas',
  'menu.aas.order',
  'menu.aas.network',
  'menu.aas.infrastructure',
  'menu.aas.hardware',
  'menu.domains',
  'menu.domains.list',
  'menu.domains.check',
  'menu.domains.contacts',
  'menu.domains.presets',
  'menu.hosted',
  'menu.hosted.order',
  'menu.hosted.webhosting',
  'menu.hosted.servers',
  'menu.hosted.databases',
  'menu.hosted.storage',
  'menu.microsoft',
  'menu.microsoft.order',
  'menu.microsoft.subscriptions',
  'menu.microsoft.tenants',
  'menu.connectivity',
  'menu.connectivity.order',
  'menu.connectivity.internet',
  'menu.connectivity.voip',
  'menu.connectivity.mobile',
  'menu.licensePlanner',
  'menu.licensePlanner.schedule',
  'menu.licensePlanner.settings',
  'menu.selfservice',
  'menu.selfservice.browse',
]
/** The General section: everyone who signs in. */
const GENERAL = [
  'menu.general',
  'menu.support',
  'menu.support.new',
  'menu.support.open',
  'menu.support.closed',
  'menu.finances',
  'menu.finances.invoices',
  'menu.finances.quotes',
  'menu.finances.reports',
  'menu.finances.priceList',
  'menu.account',
  'menu.account.profile',
  'menu.account.company',
  'menu.account.contracts',
  'menu.account.users',
  'menu.account.orders',
]
/** The customers' entries: under Customers for staff, under My customers for a reseller. */
const CUSTOMER_ENTRIES = ['menu.customers.active', 'menu.customers.archived', 'menu.customers.create']

/** The menu of spec section 1, entry by entry, as it was when one file built it for every area. */
const EXPECTED: Record<string, [RequestContext, string[]]> = {
  staff: [
    ctx(true, ['provider']),
    [
      'menu.dashboard',
      'menu.provider',
      'menu.customers',
      ...CUSTOMER_ENTRIES,
      'menu.resellers',
      'menu.resellers.active',
      'menu.resellers.archived',
      'menu.resellers.create',
      'menu.billing',
      'menu.billing.invoices',
      'menu.billing.quotes',
      'menu.billing.new',
      'menu.billing.settings',
      ...SERVICES,
      ...GENERAL,
      'menu.admin',
      'menu.admin.orders',
      'menu.admin.catalog',
      'menu.admin.catalog.products',
      'menu.admin.catalog.promotions',
      'menu.admin.catalog.tlds',
      'menu.admin.feedback',
      'menu.admin.mail',
    ],
  ],
  // A reseller's admin keeps its books (issue 25 item 9); a member without the role does not.
  reseller: [
    ctx(false, ['reseller']),
    [
      'menu.dashboard',
      'menu.myCustomers',
      ...CUSTOMER_ENTRIES,
      'menu.billing',
      'menu.billing.invoices',
      'menu.billing.quotes',
      'menu.billing.new',
      'menu.billing.settings',
      ...SERVICES,
      ...GENERAL,
    ],
  ],
  resellerMember: [
    ctx(false, ['reseller'], false),
    ['menu.dashboard', 'menu.myCustomers', ...CUSTOMER_ENTRIES, ...SERVICES, ...GENERAL],
  ],
  customer: [ctx(false, ['customer']), ['menu.dashboard', ...SERVICES, ...GENERAL]],
  none: [ctx(false, []), ['menu.dashboard', ...GENERAL]],
}

describe('the menu assembled from the areas', () => {
  it('puts Notifications under Account for everyone, and Branding for staff and a reseller’s people only (issue 26, item 15)', async () => {
    const account = async (context: RequestContext) =>
      names((await buildMenu(context)) as Node[]).filter((n) => n.startsWith('menu.account.'))
    for (const who of [ctx(true, ['provider']), ctx(false, ['reseller']), ctx(false, ['customer'])])
      expect(await account(who)).toContain('menu.account.notifications')
    expect(await account(ctx(true, ['provider']))).toContain('menu.account.branding')
    expect(await account(ctx(false, ['reseller']))).toContain('menu.account.branding')
    expect(await account(ctx(false, ['customer']))).not.toContain('menu.account.branding')
  })

  it.each(Object.keys(EXPECTED))('gives %s the entries of spec section 1 in their order', async (who) => {
    const [context, expected] = EXPECTED[who] ?? []
    if (!context) throw new Error(who)
    // A new area's entries may join; the entries of today keep their places and order.
    const known = new Set(expected)
    expect(names((await buildMenu(context)) as Node[]).filter((name) => known.has(name))).toEqual(expected)
  })
})
