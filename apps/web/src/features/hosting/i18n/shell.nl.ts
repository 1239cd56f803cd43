import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    hostedList: 'Gehoste diensten',
    hostedOrder: 'Gehoste diensten bestellen',
    hostedWebhosting: 'Webhosting',
    hostedWebhostingItem: 'Webhostingpakket',
    hostedWebhostingOrder: 'Webhosting bestellen',
    hostedServers: 'Servers',
    hostedVpses: 'Virtuele servers',
    hostedVps: 'Virtuele server',
    hostedDatabases: 'Databases',
    hostedStorage: 'Opslag',
  },
  'menu.hosted': 'Hosting',
  'menu.hosted.order': 'Bestellen',
  'menu.hosted.webhosting': 'Webhosting',
  'menu.hosted.vpses': 'Virtuele servers',
  'menu.hosted.servers': 'Servers',
  'menu.hosted.databases': 'Databases',
  'menu.hosted.storage': 'Opslag',
}

export default nl
