/**
 * Labels for the menu node names the server sends (apps/api menu.ts). Flat keys: a group's name
 * ("menu.customers") is also the prefix of its items' names, so they are looked up without key
 * separators (t(name, { keySeparator: false })). Unknown names are shown as sent.
 */
export const enMenu = {
  'menu.provider': 'Provider',
  'menu.myServices': 'My services',
  'menu.general': 'General',
  'menu.admin': 'Administration',
}
