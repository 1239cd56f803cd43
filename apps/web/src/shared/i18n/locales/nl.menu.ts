import type { enMenu } from './en.menu.ts'

export const nlMenu: Record<keyof typeof enMenu, string> = {
  'menu.provider': 'Aanbieder',
  'menu.myServices': 'Mijn diensten',
  'menu.general': 'Algemeen',
  'menu.admin': 'Beheer',
}
