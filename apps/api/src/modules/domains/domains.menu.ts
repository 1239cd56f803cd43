import { groupMenu } from '../../lib/menu.ts'

export const domainsMenu = groupMenu('services', 20, 'menu.domains', 'world', '/domains', {
  list: 'domains-index',
  check: 'domains-check',
  contacts: 'domain-contacts',
  presets: 'domains-presets',
  certificates: 'ssl-certificates',
})
