/**
 * Connectivity area, start-up strings (menu labels, page titles, parts of the shell): Digital connectivity.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    connectivityOrder: 'Order connectivity',
    connectivityInternet: 'Internet',
    connectivityVoip: 'VoIP',
    connectivityMobile: 'Mobile',
  },
  'menu.connectivity': 'Digital connectivity',
  'menu.connectivity.order': 'Order',
  'menu.connectivity.internet': 'Internet',
  'menu.connectivity.voip': 'VoIP',
  'menu.connectivity.mobile': 'Mobile',
}

export default en
