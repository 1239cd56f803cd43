/**
 * Customers area, start-up strings (menu labels, page titles): customers and resellers with their
 * contacts, locations and services. Listed in apps/web/src/app/translations.ts; page strings load with
 * the pages (en.ts). shell.nl.ts: same keys.
 */
const en = {
  routes: {
    customers: 'Customers',
    customersArchived: 'Archived customers',
    customerCreate: 'Create customer',
    customer: 'Customer',
    customerEdit: 'Edit customer',
    customerLocation: 'Location',
    customerContact: 'Contact',
    customerService: 'Service',
    resellers: 'Resellers',
    resellersArchived: 'Archived resellers',
    resellerCreate: 'Create reseller',
    reseller: 'Reseller',
    resellerService: 'Reseller service',
  },
  'menu.customers': 'Customers',
  'menu.customers.active': 'Active',
  'menu.customers.archived': 'Archived',
  'menu.customers.create': 'Create',
  'menu.resellers': 'Resellers',
  'menu.resellers.active': 'Active',
  'menu.resellers.archived': 'Archived',
  'menu.resellers.create': 'Create',
  'menu.myCustomers': 'My customers',
}

export default en
