import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))
const profile = page('ProfilePage')

export const companyRoutes = [
  ...pageRoutes([
    {
      path: '/company/details',
      name: 'company-details',
      title: 'routes.companyDetails',
      page: page('CompanyDetailsPage'),
    },
    {
      path: '/company/users',
      name: 'company-users',
      title: 'routes.companyUsers',
      page: page('CompanyUsersPage'),
    },
    // Spec 2 keeps the misspelt path; the correct spelling works too.
    {
      path: '/company/notifications',
      name: 'company-notifications',
      title: 'routes.companyNotifications',
      page: page('NotificationsPage'),
    },
    {
      path: '/company/contracts',
      name: 'company-contracts',
      title: 'routes.companyContracts',
      page: page('ContractsPage'),
    },
    {
      path: '/company/branding',
      name: 'company-branding',
      title: 'routes.companyBranding',
      page: page('BrandingPage'),
    },
    { path: '/company/peofile', name: 'profile-details', title: 'routes.profile', page: profile },
    { path: '/company/profile', title: 'routes.profile', page: profile },
  ]),
]
