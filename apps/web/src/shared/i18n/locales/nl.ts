import type { Translation } from './en.ts'
import { nlMenu } from './nl.menu.ts'
import { nlRoutes } from './nl.routes.ts'

/** Dutch; loaded on demand. The Translation type makes a missing key a type error. */
const nl: Translation = {
  common: {
    loading: 'Bezig met laden…',
    retry: 'Opnieuw proberen',
    close: 'Sluiten',
    cancel: 'Annuleren',
    backHome: 'Terug naar het dashboard',
    sandbox: 'sandbox',
    yes: 'Ja',
    no: 'Nee',
  },
  nav: { progress: 'Pagina wordt geladen', skipToContent: 'Naar de inhoud' },
  header: {
    home: 'Naar het dashboard',
    toggleSidebar: 'Zijbalk tonen of verbergen',
    toggleMini: 'Smalle zijbalk aan of uit',
    search: 'Zoeken',
    searchPlaceholder: 'Zoeken…',
    searchSubmit: 'Zoeken',
    openSearch: 'Zoeken openen',
    closeSearch: 'Zoeken sluiten',
    sideOverlay: 'Zijpaneel tonen of verbergen',
    userMenu: 'Gebruikersmenu',
    signedInAs: 'Ingelogd als',
    logout: 'Uitloggen',
    language: 'Taal',
    darkMode: 'Donkere modus',
  },
  scope: {
    label: 'Bedrijfsscope',
    admin: 'Beheer',
    global: 'Globaal',
    nothingFound: 'Sorry, geen passende opties.',
    searchPlaceholder: 'Zoek een bedrijf',
  },
  languages: { en: 'English', nl: 'Nederlands' },
  footer: { version: 'Versie {{version}}', copyright: '© {{year}} {{brand}}' },
  sidebar: {
    label: 'Hoofdnavigatie',
    loadError: 'Het menu kon niet worden geladen.',
    empty: 'Uw menu is nog leeg.',
  },
  themes: {
    picker: 'Kleurthema',
    default: 'Standaard',
    amethyst: 'Amethist',
    city: 'Stad',
    flat: 'Vlak',
    modern: 'Modern',
    smooth: 'Zacht',
  },
  auth: {
    redirecting: 'U wordt doorgestuurd naar de inlogpagina…',
    signIn: 'Inloggen',
    notAuthenticatedTitle: 'Inloggen is niet gelukt',
    notAuthenticated: 'niet geauthenticeerd',
    loadFailed: 'U bent ingelogd, maar uw account kon niet worden geladen.',
    signInFailed: 'De inlogpagina kon niet worden bereikt.',
  },
  errors: {
    code: 'Fout {{code}}',
    400: {
      title: 'Ongeldig verzoek',
      text: 'Het verzoek werd niet begrepen. Controleer het adres en probeer het opnieuw.',
    },
    401: { title: 'Niet ingelogd', text: 'U moet inloggen om deze pagina te zien.' },
    403: { title: 'Geen toegang', text: 'U hebt geen toestemming om deze pagina te zien.' },
    404: { title: 'Pagina niet gevonden', text: 'De pagina die u zoekt bestaat niet of is verplaatst.' },
    500: { title: 'Er ging iets mis', text: 'De server had een probleem. Probeer het zo nog eens.' },
    503: {
      title: 'Dienst niet beschikbaar',
      text: 'De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    },
  },
  placeholder: {
    laterTitle: 'Komt in een latere versie',
    later: 'Dit onderdeel komt in een latere versie van {{brand}}.',
    specTitle: 'Nog niet beschikbaar',
    spec: 'Deze pagina is een tijdelijke plaatsaanduiding; de inhoud is nog niet vastgesteld.',
  },
  routes: nlRoutes,
  ...nlMenu,
}

export default nl
