import { enMenu } from './en.menu.ts'
import { enRoutes } from './en.routes.ts'

/** English, the default language. nl.ts must have the same keys (checked by its type). */
const en = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    cancel: 'Cancel',
    backHome: 'Back to the dashboard',
    sandbox: 'sandbox',
    yes: 'Yes',
    no: 'No',
  },
  nav: { progress: 'Loading page', skipToContent: 'Skip to content' },
  header: {
    home: 'Go to the dashboard',
    toggleSidebar: 'Toggle sidebar',
    toggleMini: 'Toggle mini sidebar',
    search: 'Search',
    searchPlaceholder: 'Search…',
    searchSubmit: 'Search',
    openSearch: 'Open search',
    closeSearch: 'Close search',
    sideOverlay: 'Toggle side overlay',
    userMenu: 'User menu',
    signedInAs: 'Signed in as',
    logout: 'Log out',
    language: 'Language',
    darkMode: 'Dark mode',
  },
  scope: {
    label: 'Company scope',
    admin: 'Admin',
    global: 'Global',
    nothingFound: 'Sorry, no matching options.',
    searchPlaceholder: 'Find a company',
  },
  languages: { en: 'English', nl: 'Nederlands' },
  footer: { version: 'Version {{version}}', copyright: '© {{year}} {{brand}}' },
  sidebar: {
    label: 'Main navigation',
    loadError: 'The menu could not be loaded.',
    empty: 'There is nothing in your menu yet.',
  },
  themes: {
    picker: 'Colour theme',
    default: 'Default',
    amethyst: 'Amethyst',
    city: 'City',
    flat: 'Flat',
    modern: 'Modern',
    smooth: 'Smooth',
  },
  auth: {
    redirecting: 'Taking you to the sign-in page…',
    signIn: 'Sign in',
    notAuthenticatedTitle: 'Sign-in did not complete',
    notAuthenticated: 'not authenticated',
    loadFailed: 'You are signed in, but your account could not be loaded.',
    signInFailed: 'The sign-in page could not be reached.',
  },
  errors: {
    code: 'Error {{code}}',
    400: {
      title: 'Bad request',
      text: 'The request could not be understood. Check the address and try again.',
    },
    401: { title: 'Not signed in', text: 'You need to sign in to see this page.' },
    403: { title: 'No access', text: 'You do not have permission to see this page.' },
    404: { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.' },
    500: {
      title: 'Something went wrong',
      text: 'The server ran into a problem. Please try again in a moment.',
    },
    503: {
      title: 'Service unavailable',
      text: 'The service is temporarily unavailable. Please try again later.',
    },
  },
  placeholder: {
    laterTitle: 'Coming in a later release',
    later: 'This area arrives with a later release of {{brand}}.',
    specTitle: 'Not available yet',
    spec: 'This page is a placeholder; its content has not been defined yet.',
  },
  routes: enRoutes,
  ...enMenu,
}

export default en
export type Translation = DeepStrings<typeof en>
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }
