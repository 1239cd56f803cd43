import { fixedMenu, menuEntry, menuGroup } from '../../lib/menu.ts'

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

/** Staff issue documents (billing); everyone reads their own (finances). */
export const billingMenu = fixedMenu(menuEntry('provider', 30, billing), menuEntry('general', 20, finances))
