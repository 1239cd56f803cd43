import { groupMenu } from '../../lib/menu.ts'

export const hostingMenu = groupMenu('services', 30, 'menu.hosted', 'server', '/hosted', {
  order: 'hosted-order',
  webhosting: 'hosted-webhosting',
  vpses: 'hosted-vpses',
  servers: 'hosted-servers',
  databases: 'hosted-databases',
  storage: 'hosted-storage',
})
