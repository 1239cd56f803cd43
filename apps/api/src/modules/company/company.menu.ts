import type { AreaMenu } from '../../lib/menu.ts'
import { menuEntry, menuGroup } from '../../lib/menu.ts'

/**
 * The signed-in user's own pages and their company's. Branding is for those who have a brand to set:
 * the provider's staff and a reseller's people (a customer meets its reseller's or provider's brand).
 */
export const companyMenu: AreaMenu = (ctx) => {
  const brands = ctx.isStaff || ctx.memberships.some((m) => m.company_kind === 'reseller')
  return [
    menuEntry(
      'general',
      30,
      menuGroup('menu.account', 'user-circle', '/company', {
        profile: 'profile-details',
        company: 'company-details',
        contracts: 'company-contracts',
        users: 'company-users',
        notifications: 'company-notifications',
        ...(brands ? { branding: 'company-branding' as const } : {}),
        orders: 'company-orders',
      }),
    ),
  ]
}
