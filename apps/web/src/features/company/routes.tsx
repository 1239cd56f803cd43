import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

const profilePage = () => import('./pages/ProfilePage.tsx')

export const companyRoutes = pageRoutes([
  {
    path: '/company/details',
    name: 'company-details',
    title: 'routes.companyDetails',
    page: () => import('./pages/CompanyDetailsPage.tsx'),
  },
  {
    path: '/company/contracts',
    name: 'company-contracts',
    title: 'routes.companyContracts',
    placeholder: 'spec',
  },
  {
    path: '/company/users',
    name: 'company-users',
    title: 'routes.companyUsers',
    page: () => import('./pages/CompanyUsersPage.tsx'),
  },
  {
    path: '/company/branding',
    name: 'company-branding',
    title: 'routes.companyBranding',
    placeholder: 'spec',
  },
  {
    path: '/company/notifications',
    name: 'company-notifications',
    title: 'routes.companyNotifications',
    placeholder: 'spec',
  },
  // Spec 2 keeps the misspelt path; the correct spelling works too.
  { path: '/company/peofile', name: 'profile-details', title: 'routes.profile', page: profilePage },
  { path: '/company/profile', title: 'routes.profile', page: profilePage },
])
