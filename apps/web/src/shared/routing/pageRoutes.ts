import { isPermitted, type PermissionRule } from '@portico/domain'
import { type RouteObject, redirect } from 'react-router'
import { ApiError } from '../api/ApiError.ts'
import { authStore } from '../auth/authStore.ts'
import { loadAllStyles } from '../ui/loadAllStyles.ts'
import type { PageRouteDef, RouteHandle } from './routeTypes.ts'

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

/** Turns a feature's table of pages into lazy route objects; feature code loads only when visited. */
export function pageRoutes(defs: readonly PageRouteDef[]): RouteObject[] {
  return defs.map((def) => {
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
