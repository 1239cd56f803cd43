import { type AreaMenu, menuGroup, menuItem } from '../../lib/menu.ts'

const customers = (name: string) =>
  menuGroup(name, 'users', '/customers', [
    menuItem('menu.customers.active', 'customers'),
    menuItem('menu.customers.archived', 'customers-archived'),
    menuItem('menu.customers.create', 'customer-create'),
  ])

/** Staff manage customers and resellers; a reseller's people manage the reseller's own customers. */
export const customersMenu: AreaMenu = () => [
  {
    section: 'provider',
    position: 10,
    nodes: [
      customers('menu.customers'),
      menuGroup('menu.resellers', 'building-store', '/resellers', [
        menuItem('menu.resellers.active', 'resellers'),
        menuItem('menu.resellers.archived', 'resellers-archived'),
        menuItem('menu.resellers.create', 'reseller-create'),
      ]),
    ],
  },
  { section: 'reseller', position: 10, nodes: [customers('menu.myCustomers')] },
]
