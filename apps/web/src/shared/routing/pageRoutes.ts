import { isPermitted, type PermissionRule, ROLES } from '@portico/domain'
import { type RouteObject, redirect } from 'react-router'
import { ApiError } from '../api/ApiError.ts'
import { authStore } from '../auth/authStore.ts'
import { loadAllStyles } from '../ui/loadAllStyles.ts'
import type { PageModule, PageRouteDef, RouteHandle } from './routeTypes.ts'

const placeholderPage = () => import('../ui/PlaceholderPage.tsx')

/** Route guard for permission rules (spec 5); sign-in itself is the backend layout's guard. */
function permissionLoader(rule: PermissionRule) {
  return () => {
    const { isAuthenticated, isLoaded, user } = authStore.getState()
    if (isAuthenticated && isLoaded && !isPermitted(user.roles, rule))
      throw new ApiError(403, null, 'Forbidden')
    return null
  }
}

/** The provider's staff (and a super-admin): the guard of the admin pages. */
export const staffOnly: PermissionRule = { any_roles: [ROLES.superAdmin, ROLES.staff] }

/**
 * A feature's lazy pages by file name, from `import.meta.glob('./pages/*.tsx')`: `page('TicketsPage')`.
 * A name without a file fails when the route table is built, i.e. at start-up and in the router tests.
 */
export function lazyPages(modules: Record<string, () => Promise<unknown>>) {
  return (name: string) => {
    const load = Object.entries(modules).find(([file]) => file.endsWith(`/${name}.tsx`))?.[1]
    if (!load) throw new Error(`No page ${name}.tsx`)
    return load as () => Promise<PageModule>
  }
}

/**
 * Turns a feature's table of pages into lazy route objects; feature code loads only when visited.
 * `shared` applies to every page of the table, e.g. `{ permission: staffOnly }`.
 */
export function pageRoutes(defs: readonly PageRouteDef[], shared: Partial<PageRouteDef> = {}): RouteObject[] {
  return defs.map((own) => {
    const def = { ...shared, ...own }
    const handle: RouteHandle = {
      title: def.title,
      name: def.name,
      placeholder: def.page ? undefined : (def.placeholder ?? 'later'),
    }
    const load = def.page ?? placeholderPage
    return {
      path: def.path,
      handle,
      loader: def.permission ? permissionLoader(def.permission) : undefined,
      lazy: async () => {
        const [module] = await Promise.all([load(), def.critical ? null : loadAllStyles()])
        return { Component: module.default }
      },
    }
  })
}

/** A redirect route never renders; this only keeps the router from warning about a missing element. */
const Nothing = () => null

/** Spec 9 default redirects, e.g. /customers to /customers/active. */
export function redirectRoutes(redirects: Record<string, string>): RouteObject[] {
  return Object.entries(redirects).map(([from, to]) => ({
    path: from,
    loader: () => redirect(to),
    Component: Nothing,
  }))
}
