import type { PermissionRule, RouteName } from '@portico/domain'
import type { ComponentType } from 'react'

/** What every page route carries in its handle: the title key, its route name, placeholder kind. */
export type RouteHandle = {
  /** i18n key of the page title (document title is "<title> - <brand>"). */
  title: string
  name?: RouteName
  /** Pages later issues fill: "later"; pages the spec itself calls placeholders: "spec". */
  placeholder?: 'later' | 'spec'
}

export type PageModule = { default: ComponentType }

export type PageRouteDef = {
  path: string
  title: string
  name?: RouteName
  /** Lazy page; without it the route shows the honest placeholder. */
  page?: () => Promise<PageModule>
  placeholder?: 'later' | 'spec'
  permission?: PermissionRule
  /** Drawn with the start-up styles only (landing, sign-in, errors): no wait for the full stylesheet. */
  critical?: boolean
}
