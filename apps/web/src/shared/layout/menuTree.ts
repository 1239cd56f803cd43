import type { MenuNode } from '@portico/contracts'
import { isActivePath, pathForTarget } from '../routing/routeLinks.ts'

/** subActivePaths may hold one prefix or several separated by commas or spaces. */
export function subActivePrefixes(node: MenuNode): string[] {
  return (node.subActivePaths ?? '').split(/[\s,]+/).filter((prefix) => prefix.startsWith('/'))
}

export function isNodeActive(node: MenuNode, pathname: string): boolean {
  const path = pathForTarget(node.to)
  return path !== null && isActivePath(pathname, path)
}

/** Spec 2: a sub-menu opens when the path starts with one of its prefixes or a child is active. */
export function isSubMenuOpen(node: MenuNode, pathname: string): boolean {
  if (subActivePrefixes(node).some((prefix) => isActivePath(pathname, prefix))) return true
  return (node.sub ?? []).some((child) => isNodeActive(child, pathname) || isSubMenuOpen(child, pathname))
}

/** Names repeat across groups ("Active"), so the target joins the key. */
export function nodeKey(node: MenuNode): string {
  return `${node.name}|${node.to ?? ''}|${node.heading ? 'h' : ''}`
}

export type BadgeColor = 'green' | 'blue' | 'yellow' | 'red' | 'gray' | undefined

/** OneUI-style badge variants from the server, mapped to theme colours; unknown keeps the primary colour. */
export function badgeColor(variant: string | undefined): BadgeColor {
  switch (variant) {
    case 'success':
      return 'green'
    case 'info':
      return 'blue'
    case 'warning':
      return 'yellow'
    case 'danger':
      return 'red'
    case 'secondary':
    case 'muted':
      return 'gray'
    default:
      return undefined
  }
}
