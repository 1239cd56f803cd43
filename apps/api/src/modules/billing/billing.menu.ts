import { type AreaMenu, menuGroup, menuItem } from '../../lib/menu.ts'

/** Staff issue documents (billing); everyone reads their own (finances). */
export const billingMenu: AreaMenu = () => [
  {
    section: 'provider',
    position: 30,
    nodes: [
      menuGroup('menu.billing', 'file-invoice', '/billing', [
        menuItem('menu.billing.invoices', 'billing-invoices'),
        menuItem('menu.billing.quotes', 'billing-quotes'),
        menuItem('menu.billing.new', 'billing-new'),
        menuItem('menu.billing.settings', 'billing-settings'),
      ]),
    ],
  },
  {
    section: 'general',
    position: 20,
    nodes: [
      menuGroup('menu.finances', 'cash', '/finances', [
        menuItem('menu.finances.invoices', 'finances-invoices'),
        menuItem('menu.finances.quotes', 'finances-quotes'),
        menuItem('menu.finances.reports', 'finances-reports'),
        menuItem('menu.finances.priceList', 'finances-price-list'),
      ]),
    ],
  },
]
