import { type AreaMenu, menuGroup, menuItem } from '../../lib/menu.ts'

/** The signed-in user's own pages and their company's. */
export const companyMenu: AreaMenu = () => [
  {
    section: 'general',
    position: 30,
    nodes: [
      menuGroup('menu.account', 'user-circle', '/company', [
        menuItem('menu.account.profile', 'profile-details'),
        menuItem('menu.account.company', 'company-details'),
        menuItem('menu.account.contracts', 'company-contracts'),
        menuItem('menu.account.users', 'company-users'),
        menuItem('menu.account.orders', 'company-orders'),
      ]),
    ],
  },
]
