/**
 * Labels for the menu node names the server sends (apps/api menu.ts). Flat keys: a group's name
 * ("menu.customers") is also the prefix of its items' names, so they are looked up without key
 * separators (t(name, { keySeparator: false })). Unknown names are shown as sent.
 */
export const enMenu = {
  'menu.provider': 'Provider',
  'menu.billing': 'Billing',
  'menu.billing.invoices': 'Invoices',
  'menu.billing.quotes': 'Quotes',
  'menu.billing.new': 'New document',
  'menu.billing.settings': 'Settings',
  'menu.myServices': 'My services',
  'menu.general': 'General',
  'menu.support': 'Support',
  'menu.support.new': 'New ticket',
  'menu.support.open': 'Open tickets',
  'menu.support.closed': 'Closed tickets',
  'menu.finances': 'Finances',
  'menu.finances.invoices': 'Invoices',
  'menu.finances.quotes': 'Quotes',
  'menu.finances.reports': 'Reports',
  'menu.finances.priceList': 'Price list',
  'menu.admin': 'Administration',
}
