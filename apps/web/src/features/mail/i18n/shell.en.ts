/**
 * Mail area, start-up strings (menu labels, page titles, parts of the shell): The mail outbox (staff).
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    mailOutbox: 'Mail outbox',
  },
  'menu.admin.mail': 'Mail outbox',
}

export default en
