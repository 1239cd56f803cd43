import { groupMenu } from '../../lib/menu.ts'

/** The signed-in user's own pages and their company's. */
export const companyMenu = groupMenu('general', 30, 'menu.account', 'user-circle', '/company', {
  profile: 'profile-details',
  company: 'company-details',
  contracts: 'company-contracts',
  users: 'company-users',
  orders: 'company-orders',
})
