import { groupMenu } from '../../lib/menu.ts'

export const connectivityMenu = groupMenu('services', 50, 'menu.connectivity', 'network', '/connectivity', {
  order: 'connectivity-order',
  internet: 'connectivity-internet',
  voip: 'connectivity-voip',
  mobile: 'connectivity-mobile',
})
