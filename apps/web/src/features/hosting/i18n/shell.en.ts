/**
 * Hosting area, start-up strings (menu labels, page titles, parts of the shell): Hosted services.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    hostedList: 'Hosted services',
    hostedOrder: 'Order hosted services',
    hostedWebhosting: 'Web hosting',
    hostedWebhostingItem: 'Web hosting package',
    hostedWebhostingOrder: 'Order web hosting',
    hostedServers: 'Servers',
    hostedVpses: 'Virtual servers',
    hostedVps: 'Virtual server',
    hostedDatabases: 'Databases',
    hostedStorage: 'Storage',
  },
  'menu.hosted': 'Hosted',
  'menu.hosted.order': 'Order',
  'menu.hosted.webhosting': 'Web hosting',
  'menu.hosted.vpses': 'Virtual servers',
  'menu.hosted.servers': 'Servers',
  'menu.hosted.databases': 'Databases',
  'menu.hosted.storage': 'Storage',
}

export default en
