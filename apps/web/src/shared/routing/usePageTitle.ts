import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { useBrand } from '../config/brand.ts'
import type { RouteHandle } from './routeTypes.ts'

export function currentHandle(matches: ReturnType<typeof useMatches>): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined
    if (handle?.title) return handle
  }
  return undefined
}

/** The current route's title in the interface language ('' on a route without one), for the page header. */
export function useRouteTitle(): string {
  const { t } = useTranslation()
  const handle = currentHandle(useMatches())
  return handle ? t(handle.title) : ''
}

/** Spec 1: the page title is the route's title, a dash, then the brand name. */
export function usePageTitle(): void {
  const { t } = useTranslation()
  const handle = currentHandle(useMatches())
  const brand = useBrand().brand_name
  const title = handle ? `${t(handle.title)} - ${brand}` : brand
  useEffect(() => {
    document.title = title
  }, [title])
}
