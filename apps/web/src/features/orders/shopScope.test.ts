import { CATALOG_CATEGORIES } from '@portico/contracts'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from '../../app/router.tsx'
import type { RouteHandle } from '../../shared/routing/routeTypes.ts'
import { shopScope } from './shopScope.ts'

describe('shopScope', () => {
  it("limits each area's order page to its catalogue categories, under its title", () => {
    expect(shopScope('/aas/order')).toEqual({
      categories: ['aas.network', 'aas.hardware', 'aas.infrastructure'],
      title: 'routes.aasOrder',
    })
    expect(shopScope('/hosted/order').categories).toEqual([
      'hosting.web',
      'hosting.vps',
      'hosting.server',
      'hosting.database',
      'hosting.storage',
    ])
    expect(shopScope('/hosted/order/vps', 'vps')).toEqual({
      categories: ['hosting.vps'],
      title: 'routes.hostedOrder',
    })
    expect(shopScope('/hosted/order/toaster', 'toaster').notFound).toBe(true)
    expect(shopScope('/microsoft/order')).toEqual({
      categories: ['microsoft'],
      title: 'routes.microsoftOrder',
    })
    expect(shopScope('/microsoft/order/m365', 'm365').categories).toEqual(['microsoft'])
    expect(shopScope('/connectivity/order')).toEqual({
      categories: ['connectivity.internet', 'connectivity.voip', 'connectivity.mobile'],
      title: 'routes.connectivityOrder',
    })
  })

  it('is the whole shop at /selfservice, but for domains, which are ordered by name from the check', () => {
    expect(shopScope('/selfservice')).toMatchObject({ title: 'routes.selfservice' })
    expect(shopScope('/selfservice').categories).toEqual(
      CATALOG_CATEGORIES.filter((c) => c !== 'domains.tld'),
    )
  })

  it("gives each area's order page the shop instead of a placeholder", () => {
    for (const path of [
      '/aas/order',
      '/hosted/order',
      '/hosted/order/vps',
      '/microsoft/order',
      '/connectivity/order',
    ]) {
      const route = matchRoutes(routes, path)?.at(-1)?.route
      expect(route?.path, path).not.toBe('*')
      expect((route?.handle as RouteHandle | undefined)?.placeholder, path).toBeUndefined()
    }
  })
})
