import {
  type Icon,
  IconBrandWindows,
  IconBuilding,
  IconBuildingStore,
  IconCalendar,
  IconCash,
  IconCircleDot,
  IconCloud,
  IconDashboard,
  IconFileInvoice,
  IconLifebuoy,
  IconListCheck,
  IconMail,
  IconMessageReport,
  IconNetwork,
  IconPackage,
  IconServer,
  IconSettings,
  IconShoppingCart,
  IconUserCircle,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react'

/** Icon names the server may put in menu nodes (GET /api/v1/_me/menu); anything else gets FALLBACK_MENU_ICON. */
export const MENU_ICONS = {
  dashboard: IconDashboard,
  users: IconUsers,
  'building-store': IconBuildingStore,
  building: IconBuilding,
  'file-invoice': IconFileInvoice,
  cloud: IconCloud,
  world: IconWorld,
  server: IconServer,
  'brand-windows': IconBrandWindows,
  network: IconNetwork,
  calendar: IconCalendar,
  'shopping-cart': IconShoppingCart,
  lifebuoy: IconLifebuoy,
  cash: IconCash,
  'user-circle': IconUserCircle,
  settings: IconSettings,
  package: IconPackage,
  'message-report': IconMessageReport,
  mail: IconMail,
  'list-check': IconListCheck,
} as const satisfies Record<string, Icon>

export type MenuIconName = keyof typeof MENU_ICONS
export const MENU_ICON_NAMES = Object.keys(MENU_ICONS) as MenuIconName[]
export const FALLBACK_MENU_ICON: Icon = IconCircleDot

export function menuIcon(name: string | undefined): Icon {
  if (name && Object.hasOwn(MENU_ICONS, name)) return MENU_ICONS[name as MenuIconName]
  return FALLBACK_MENU_ICON
}
