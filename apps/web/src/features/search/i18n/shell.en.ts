/**
 * Search area, start-up strings (menu labels, page titles, parts of the shell): The header search and its results page.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  search: {
    resultsFor: 'Results for “{{query}}”',
    none: 'Nothing found for “{{query}}”.',
    enterQuery: 'Type in the search box at the top to search.',
    loadError: 'The search could not be completed.',
    kinds: {
      company: 'Company',
      user: 'User',
      contact: 'Contact',
      document: 'Invoice or quote',
      order: 'Order',
      service: 'Service',
      domain: 'Domain',
      ticket: 'Ticket',
      microsoft_tenant: 'Microsoft tenant',
      microsoft_subscription: 'Microsoft subscription',
    },
    shortcut: 'Ctrl+K or ⌘K searches from anywhere.',
  },
  routes: {
    search: 'Search results',
  },
}

export default en
