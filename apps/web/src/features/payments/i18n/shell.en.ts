/**
 * Payments area, start-up strings (menu labels, page titles): bank statements (staff).
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    billingBank: 'Bank statements',
    billingDirectDebits: 'Direct debits',
  },
  'menu.billing.bank': 'Bank statements',
  'menu.billing.directDebits': 'Direct debits',
}

export default en
