import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  profile: {
    name: 'Naam',
    username: 'Gebruikersnaam',
    email: 'E-mail',
    language: 'Taal',
    access: 'Toegangsniveau',
    companies: 'Bedrijven',
    noCompanies: 'Geen lid van een bedrijf.',
    accessLevels: { 'super-admin': 'Superbeheerder', staff: 'Medewerker', user: 'Gebruiker' },
  },
  routes: {
    companyDetails: 'Bedrijfsgegevens',
    companyContracts: 'Contracten',
    companyUsers: 'Gebruikers',
    companyBranding: 'Huisstijl',
    companyNotifications: 'Meldingen',
    profile: 'Profiel',
  },
  'menu.account': 'Account',
  'menu.account.profile': 'Profiel',
  'menu.account.company': 'Bedrijfsgegevens',
  'menu.account.contracts': 'Contracten',
  'menu.account.users': 'Gebruikers',
  'menu.account.notifications': 'Meldingen',
  'menu.account.branding': 'Huisstijl',
  'menu.account.orders': 'Bestellingen',
}

export default nl
