import { describe, expect, it } from 'vitest'
import type { RouteHandle } from '../../shared/routing/routeTypes.ts'
import { catalogRoutes } from './routes.tsx'

describe('catalogue routes', () => {
  it('guards every catalogue administration page with the staff permission', () => {
    const pages = catalogRoutes.filter(
      (r) => r.path?.startsWith('/admin/catalog') && !(r.handle as RouteHandle).placeholder,
    )
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(page.loader, page.path).toBeTypeOf('function')
  })
})
