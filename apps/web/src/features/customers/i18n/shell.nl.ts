import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    customers: 'Klanten',
    customersArchived: 'Gearchiveerde klanten',
    customerCreate: 'Klant aanmaken',
    customer: 'Klant',
    customerEdit: 'Klant bewerken',
    customerLocation: 'Locatie',
    customerContact: 'Contactpersoon',
    customerService: 'Dienst',
    resellers: 'Resellers',
    resellersArchived: 'Gearchiveerde resellers',
    resellerCreate: 'Reseller aanmaken',
    reseller: 'Reseller',
    resellerService: 'Resellerdienst',
  },
  'menu.customers': 'Klanten',
  'menu.customers.active': 'Actief',
  'menu.customers.archived': 'Gearchiveerd',
  'menu.customers.create': 'Aanmaken',
  'menu.resellers': 'Resellers',
  'menu.resellers.active': 'Actief',
  'menu.resellers.archived': 'Gearchiveerd',
  'menu.resellers.create': 'Aanmaken',
  'menu.myCustomers': 'Mijn klanten',
}

export default nl
