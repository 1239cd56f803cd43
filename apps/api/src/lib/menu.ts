import type { MenuNode } from '@portico/contracts'
import type { RouteName } from '@portico/domain'
import type { RequestContext } from '../auth/context.ts'

/**
 * The sidebar's sections, top to bottom. The menu assembly (modules/me/menu.ts) decides who sees a
 * section and gives it its heading; each area places its entries in sections with `<area>.menu.ts`.
 */
export type MenuSection = 'start' | 'provider' | 'reseller' | 'services' | 'general' | 'admin'

/** Entries of one area in one section; `position` orders the entries of different areas in a section. */
export type MenuEntry = { section: MenuSection; position: number; nodes: MenuNode[] }

/** What an area contributes to the menu; async so that an entry can carry a count (badge). */
export type AreaMenu = (ctx: RequestContext) => MenuEntry[] | Promise<MenuEntry[]>

export const menuItem = (name: string, to: RouteName, icon?: string): MenuNode => ({
  name,
  to,
  ...(icon ? { icon } : {}),
})

export const menuGroup = (name: string, icon: string, prefix: string, sub: MenuNode[]): MenuNode => ({
  name,
  icon,
  subActivePaths: prefix,
  sub,
})

export const menuHeading = (name: string): MenuNode => ({ name, heading: true })

/** A count beside an entry; absent or zero shows none. */
export const withBadge = (node: MenuNode, count?: number): MenuNode =>
  count ? { ...node, badge: count, 'badge-variant': 'danger' } : node
