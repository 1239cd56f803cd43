import type { Brand } from '@portico/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '../api/api.ts'
import { createStore } from '../lib/createStore.ts'
import { useStore } from '../lib/useStore.ts'

/**
 * The brand on screen (issue 15, white-label): before sign-in the one of the address the portal was
 * reached through (host name or `?brand=`, from /api/config), after it the one the person's company
 * sees (GET /api/v1/brand, per scope). A reseller's customers see the reseller's, never the provider's.
 */
export const brandStore = createStore<Brand>({
  brand_name: 'Portico',
  base_theme: null,
  primary_color: null,
  logo_url: null,
})

export const useBrand = (): Brand => useStore(brandStore, (brand) => brand)

const BRAND_CODE = /^[a-z0-9-]{1,40}$/

/**
 * `?brand=<code>` in the address: kept in a cookie (the sign-in page is served by the API, which
 * reads it) and answered with the query for /api/config.
 */
export function brandCodeOf(url: URL): string | null {
  const code = url.searchParams.get('brand')
  if (code && BRAND_CODE.test(code)) {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser we support
    document.cookie = `portico_brand=${code}; path=/; SameSite=Lax; max-age=2592000`
    return code
  }
  return null
}

/** Follows the signed-in person's brand (refetched when the scope changes: the query key is reset). */
export function BrandSync() {
  const { data } = useQuery({
    queryKey: ['brand'],
    queryFn: ({ signal }) => api.getData<Brand>('/api/v1/brand', { signal }),
    staleTime: 5 * 60_000,
  })
  useEffect(() => {
    if (data) brandStore.setState(data)
  }, [data])
  return null
}
