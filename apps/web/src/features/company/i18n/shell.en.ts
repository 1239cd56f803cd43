/**
 * Company area, start-up strings (menu labels, page titles, parts of the shell): The signed-in user's profile and their company's own pages.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  profile: {
    name: 'Name',
    username: 'Username',
    email: 'Email',
    language: 'Language',
    access: 'Access level',
    companies: 'Companies',
    noCompanies: 'Not a member of any company.',
    accessLevels: { 'super-admin': 'Super-admin', staff: 'Staff', user: 'User' },
  },
  routes: {
    companyDetails: 'Company details',
    companyContracts: 'Contracts',
    companyUsers: 'Users',
    companyBranding: 'Branding',
    companyNotifications: 'Notifications',
    profile: 'Profile',
  },
  'menu.account': 'Account',
  'menu.account.profile': 'Profile',
  'menu.account.company': 'Company details',
  'menu.account.contracts': 'Contracts',
  'menu.account.users': 'Users',
  'menu.account.notifications': 'Notifications',
  'menu.account.branding': 'Branding',
  'menu.account.orders': 'Orders',
}

export default en
