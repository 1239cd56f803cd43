import type { enMenu } from './en.menu.ts'

export const nlMenu: Record<keyof typeof enMenu, string> = {
  'menu.provider': 'Aanbieder',
  'menu.billing': 'Facturatie',
  'menu.billing.invoices': 'Facturen',
  'menu.billing.quotes': 'Offertes',
  'menu.billing.new': 'Nieuw document',
  'menu.billing.settings': 'Instellingen',
  'menu.myServices': 'Mijn diensten',
  'menu.general': 'Algemeen',
  'menu.support': 'Support',
  'menu.support.new': 'Nieuw ticket',
  'menu.support.open': 'Open tickets',
  'menu.support.closed': 'Gesloten tickets',
  'menu.finances': 'Financiën',
  'menu.finances.invoices': 'Facturen',
  'menu.finances.quotes': 'Offertes',
  'menu.finances.reports': 'Rapportages',
  'menu.finances.priceList': 'Prijslijst',
  'menu.admin': 'Beheer',
}
