/**
 * Support area, start-up strings (menu labels, page titles): new, open and closed tickets.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages (en.ts). shell.nl.ts: same keys.
 */
const en = {
  routes: {
    supportNew: 'New ticket',
    supportOpen: 'Open tickets',
    supportTicket: 'Ticket details',
    supportClosed: 'Closed tickets',
  },
  'menu.support': 'Support',
  'menu.support.new': 'New ticket',
  'menu.support.open': 'Open tickets',
  'menu.support.closed': 'Closed tickets',
}

export default en
