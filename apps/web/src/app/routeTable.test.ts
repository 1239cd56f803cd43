import { ROUTE_PATHS, ROUTE_REDIRECTS } from '@portico/domain'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteHandle } from '../shared/routing/routeTypes.ts'
import { backendPages, plainPages, routes } from './router.tsx'

const deepest = (path: string) => matchRoutes(routes, path)?.at(-1)?.route as RouteObject | undefined

/** Every path of spec section 2, with a sample value for each parameter. */
const SPEC_PATHS = [
  '/customers/view/1/locations/2',
  '/customers/view/1/contacts/2',
  '/customers/view/1/services/2',
  '/customers/view/1/invoices',
  '/customers/edit/1',
  '/resellers/view/1/services/2',
  '/resellers/view/1/contacts',
  '/billing/document/1',
  '/billing/settings/emails/1',
  '/billing/settings/documents/1',
  '/admin/orders/view/1',
  '/domains/setup',
  '/domains/confirm',
  '/domains/view/example.com',
  '/domains/contact/new',
  '/domains/contacts/view/1',
  '/domains/presets/new',
  '/domains/presets/view/1',
  '/hosted/order/web',
  '/hosted/webhosting/1',
  '/hosted/vpses/1',
  '/microsoft/order/m365',
  '/microsoft/subscriptions/1',
  '/selfservice/internet',
  '/support/ticket/1',
  '/m365/scheduler/planner/1',
  '/m365/scheduler/users/add',
  '/m365/scheduler/users/1',
  '/m365/scheduler/users/1/schedule',
  '/finances/invoices/1',
  '/finances/quotes/1',
  '/finances/orders/1',
  '/company/profile',
  '/ordering/empty',
  '/ordering/overview',
  '/ordering/configure/1',
  '/ordering/completed/1',
  '/admin/catalog/products/form',
  '/admin/catalog/products/form/1',
  '/admin/catalog/tlds/form/1',
  '/admin/catalog/realtime/ssl/form/1',
  '/admin/catalog/ingram-cloud/form/1',
  '/errors/400',
  '/errors/401',
  '/errors/403',
  '/errors/404',
  '/errors/500',
  '/errors/503',
]

describe('route table', () => {
  it('has a page with a title for every named route', () => {
    for (const [name, path] of Object.entries(ROUTE_PATHS)) {
      const route = deepest(path)
      expect(route?.path, `${name} ${path}`).not.toBe('*')
      expect((route?.handle as RouteHandle | undefined)?.title, `${name} ${path}`).toBeTruthy()
    }
  })

  it('names each named route where its path is declared', () => {
    const named = [...backendPages, ...plainPages]
      .map((route) => (route.handle as RouteHandle | undefined)?.name)
      .filter(Boolean)
    for (const name of Object.keys(ROUTE_PATHS)) {
      if (name === 'company-orders') continue // same page as finances-orders
      expect(named, name).toContain(name)
    }
  })

  it('matches every path of the spec table to a titled page', () => {
    for (const path of SPEC_PATHS) {
      const route = deepest(path)
      expect(route?.path, path).not.toBe('*')
      expect((route?.handle as RouteHandle | undefined)?.title, path).toBeTruthy()
    }
  })

  it('redirects each default path to a page that exists', () => {
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
      expect(deepest(from)?.loader, from).toBeTypeOf('function')
      expect(deepest(to)?.path, to).not.toBe('*')
    }
  })

  it('keeps the misspelt profile path and sends unknown paths to 404', () => {
    expect((deepest('/company/peofile')?.handle as RouteHandle | undefined)?.name).toBe('profile-details')
    expect(deepest('/no/such/page')?.path).toBe('*')
  })

  it('has no spec placeholder left: branding is a page of its own (issue 15)', () => {
    expect((deepest('/company/branding')?.handle as RouteHandle | undefined)?.placeholder).toBeUndefined()
  })
})
