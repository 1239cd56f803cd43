import { groupMenu } from '../../lib/menu.ts'

export const aasMenu = groupMenu('services', 10, 'menu.aas', 'cloud', '/aas', {
  order: 'aas-order-index',
  network: 'aas-network-index',
  infrastructure: 'aas-infrastructure-index',
  hardware: 'aas-hardware-index',
})
