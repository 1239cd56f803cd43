import { ROUTE_PATHS, type RouteName } from '@portico/domain'

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTE_PATHS, value)
}

/** Menu and dashboard targets are route names; a plain path is passed through. */
export function pathForTarget(target: string | undefined): string | null {
  if (!target) return null
  if (isRouteName(target)) return ROUTE_PATHS[target]
  return target.startsWith('/') ? target : null
}

export function isActivePath(pathname: string, target: string): boolean {
  if (target === '/') return pathname === '/'
  return pathname === target || pathname.startsWith(`${target}/`)
}
