import { type AreaMenu, menuEntry, menuGroup } from '../../lib/menu.ts'

const billing = menuGroup('menu.billing', 'file-invoice', '/billing', {
  invoices: 'billing-invoices',
  quotes: 'billing-quotes',
  new: 'billing-new',
  bank: 'billing-bank',
  directDebits: 'billing-direct-debits',
  settings: 'billing-settings',
})
const finances = menuGroup('menu.finances', 'cash', '/finances', {
  invoices: 'finances-invoices',
  account: 'finances-account',
  quotes: 'finances-quotes',
  reports: 'finances-reports',
  priceList: 'finances-price-list',
})

/**
 * Whoever keeps books issues documents (billing): the provider's staff under Provider, a reseller's
 * admins and billing people under its customers (issue 25 item 9); everyone reads their own (finances).
 */
export const billingMenu: AreaMenu = (ctx) => [
  ...(ctx.issuerId ? [menuEntry(ctx.isStaff ? 'provider' : 'reseller', 30, billing)] : []),
  menuEntry('general', 20, finances),
]
