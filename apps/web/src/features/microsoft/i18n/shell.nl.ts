import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    microsoftOrder: 'Microsoft-diensten bestellen',
    microsoftSubscriptions: 'Microsoft-abonnementen',
    microsoftSubscription: 'Microsoft-abonnement',
    microsoftTenants: 'Microsoft-tenants',
    schedulerPlanner: 'Licentieplanner',
    schedulerPlannerUser: 'Planning van gebruiker',
    schedulerUsers: 'Plannergebruikers',
    schedulerUserAdd: 'Plannergebruiker toevoegen',
    schedulerUser: 'Plannergebruiker',
    schedulerUserSchedule: 'Schema van gebruiker',
  },
  'menu.microsoft': 'Microsoft',
  'menu.microsoft.order': 'Bestellen',
  'menu.microsoft.subscriptions': 'Abonnementen',
  'menu.microsoft.tenants': 'Tenants',
  'menu.licensePlanner': 'Licentieplanner',
  'menu.licensePlanner.schedule': 'Planning',
  'menu.licensePlanner.settings': 'Instellingen',
}

export default nl
