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

/** An area's entries that are the same for every caller: its data only. */
export const fixedMenu =
  (...entries: MenuEntry[]): AreaMenu =>
  () =>
    entries

/** Entries of one area in one section. */
export const menuEntry = (section: MenuSection, position: number, ...nodes: MenuNode[]): MenuEntry => ({
  section,
  position,
  nodes,
})

export const menuItem = (name: string, to: RouteName, icon?: string): MenuNode => ({
  name,
  to,
  ...(icon ? { icon } : {}),
})

/**
 * A group of entries under one heading. Its entries are nodes, or route names by key, labelled
 * `<labels>.<key>` (`labels` is the group's own name unless given).
 */
export function menuGroup(
  name: string,
  icon: string,
  prefix: string,
  sub: MenuNode[] | Record<string, RouteName>,
  labels = name,
): MenuNode {
  const nodes = Array.isArray(sub)
    ? sub
    : Object.entries(sub).map(([key, to]) => menuItem(`${labels}.${key}`, to))
  return { name, icon, subActivePaths: prefix, sub: nodes }
}

/** The common area menu: one group of route names in one section, the same for every caller. */
export const groupMenu = (
  section: MenuSection,
  position: number,
  name: string,
  icon: string,
  prefix: string,
  items: Record<string, RouteName>,
): AreaMenu => fixedMenu(menuEntry(section, position, menuGroup(name, icon, prefix, items)))

export const menuHeading = (name: string): MenuNode => ({ name, heading: true })

/** A count beside an entry; absent or zero shows none. */
export const withBadge = (node: MenuNode, count?: number): MenuNode =>
  count ? { ...node, badge: count, 'badge-variant': 'danger' } : node
