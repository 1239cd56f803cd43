import { fixedMenu, menuEntry, menuGroup } from '../../lib/menu.ts'

const customerPages = {
  active: 'customers',
  archived: 'customers-archived',
  create: 'customer-create',
} as const
const customers = (name: string) => menuGroup(name, 'users', '/customers', customerPages, 'menu.customers')
const resellers = menuGroup('menu.resellers', 'building-store', '/resellers', {
  active: 'resellers',
  archived: 'resellers-archived',
  create: 'reseller-create',
})

/** Staff manage customers and resellers; a reseller's people manage the reseller's own customers. */
export const customersMenu = fixedMenu(
  menuEntry('provider', 10, customers('menu.customers'), resellers),
  menuEntry('reseller', 10, customers('menu.myCustomers')),
)
