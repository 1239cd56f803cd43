import type { MenuNode } from '@portico/contracts'
import type { RouteName } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'

const item = (name: string, to: RouteName, icon?: string): MenuNode => ({
  name,
  to,
  ...(icon ? { icon } : {}),
})
const group = (name: string, icon: string, prefix: string, sub: MenuNode[]): MenuNode => ({
  name,
  icon,
  subActivePaths: prefix,
  sub,
})
const heading = (name: string): MenuNode => ({ name, heading: true })

/** Counts shown beside menu entries (menu node `badge`); absent or zero shows none. */
export type MenuBadges = { openTickets?: number }
const withBadge = (node: MenuNode, count?: number): MenuNode =>
  count ? { ...node, badge: count, 'badge-variant': 'danger' } : node

/** The sidebar of spec section 1, from the route names of section 2; the Provider group only for staff. */
export function buildMenu(ctx: RequestContext, badges: MenuBadges = {}): MenuNode[] {
  const hasServices = ctx.isStaff || ctx.memberships.length > 0
  const provider: MenuNode[] = [
    heading('menu.provider'),
    group('menu.customers', 'users', '/customers', [
      item('menu.customers.active', 'customers'),
      item('menu.customers.archived', 'customers-archived'),
      item('menu.customers.create', 'customer-create'),
    ]),
    group('menu.resellers', 'building-store', '/resellers', [
      item('menu.resellers.active', 'resellers'),
      item('menu.resellers.archived', 'resellers-archived'),
      item('menu.resellers.create', 'reseller-create'),
    ]),
    group('menu.billing', 'file-invoice', '/billing', [
      item('menu.billing.invoices', 'billing-invoices'),
      item('menu.billing.quotes', 'billing-quotes'),
      item('menu.billing.new', 'billing-new'),
      item('menu.billing.settings', 'billing-settings'),
    ]),
  ]
  const services: MenuNode[] = [
    heading('menu.myServices'),
    group('menu.aas', 'cloud', '/aas', [
      item('menu.aas.order', 'aas-order-index'),
      item('menu.aas.network', 'aas-network-index'),
      item('menu.aas.infrastructure', 'aas-infrastructure-index'),
      item('menu.aas.hardware', 'aas-hardware-index'),
    ]),
    group('menu.domains', 'world', '/domains', [
      item('menu.domains.list', 'domains-index'),
      item('menu.domains.check', 'domains-check'),
      item('menu.domains.contacts', 'domain-contacts'),
      item('menu.domains.presets', 'domains-presets'),
    ]),
    group('menu.hosted', 'server', '/hosted', [
      item('menu.hosted.order', 'hosted-order'),
      item('menu.hosted.webhosting', 'hosted-webhosting'),
      item('menu.hosted.servers', 'hosted-servers'),
      item('menu.hosted.databases', 'hosted-databases'),
      item('menu.hosted.storage', 'hosted-storage'),
    ]),
    group('menu.microsoft', 'brand-windows', '/microsoft', [
      item('menu.microsoft.order', 'microsoft-order'),
      item('menu.microsoft.subscriptions', 'microsoft-subscriptions'),
      item('menu.microsoft.tenants', 'microsoft-tenants'),
    ]),
    group('menu.connectivity', 'network', '/connectivity', [
      item('menu.connectivity.order', 'connectivity-order'),
      item('menu.connectivity.internet', 'connectivity-internet'),
      item('menu.connectivity.voip', 'connectivity-voip'),
      item('menu.connectivity.mobile', 'connectivity-mobile'),
    ]),
    heading('menu.licensePlanner'),
    // Spec section 2 names these targets as they are: Schedule -> selfservice-order, Settings -> connectivity-mobile.
    item('menu.licensePlanner.schedule', 'selfservice-order', 'calendar'),
    item('menu.licensePlanner.settings', 'connectivity-mobile', 'settings'),
    heading('menu.selfservice'),
    item('menu.selfservice.browse', 'selfservice-order', 'shopping-cart'),
  ]
  const general: MenuNode[] = [
    heading('menu.general'),
    withBadge(
      group('menu.support', 'lifebuoy', '/support', [
        item('menu.support.new', 'support-new'),
        withBadge(item('menu.support.open', 'support-open'), badges.openTickets),
        item('menu.support.closed', 'support-closed'),
      ]),
      badges.openTickets,
    ),
    group('menu.finances', 'cash', '/finances', [
      item('menu.finances.invoices', 'finances-invoices'),
      item('menu.finances.quotes', 'finances-quotes'),
      item('menu.finances.reports', 'finances-reports'),
      item('menu.finances.priceList', 'finances-price-list'),
    ]),
    group('menu.account', 'user-circle', '/company', [
      item('menu.account.profile', 'profile-details'),
      item('menu.account.company', 'company-details'),
      item('menu.account.contracts', 'company-contracts'),
      item('menu.account.users', 'company-users'),
      item('menu.account.orders', 'company-orders'),
    ]),
  ]
  const administration: MenuNode[] = [
    heading('menu.admin'),
    item('menu.admin.orders', 'admin-orders', 'shopping-cart'),
    item('menu.admin.catalog', 'catalog-products', 'package'),
    item('menu.admin.feedback', 'admin-feedback', 'message-report'),
    item('menu.admin.mail', 'admin-mail', 'mail'),
  ]
  // A reseller's people manage the reseller's own customers (the API scopes the list to them).
  const resellerAdmin = !ctx.isStaff && ctx.memberships.some((m) => m.company_kind === 'reseller')
  const myCustomers: MenuNode[] = [
    group('menu.myCustomers', 'users', '/customers', [
      item('menu.customers.active', 'customers'),
      item('menu.customers.archived', 'customers-archived'),
      item('menu.customers.create', 'customer-create'),
    ]),
  ]
  return [
    item('menu.dashboard', 'landing', 'dashboard'),
    ...(ctx.isStaff ? provider : []),
    ...(resellerAdmin ? myCustomers : []),
    ...(hasServices ? services : []),
    ...general,
    ...(ctx.isStaff ? administration : []),
  ]
}
