import type { CmpPage, CmpProduct, MarketplaceAdapter } from './adapter.ts'

export type CmpSettings = {
  /** e.g. https://api.cloud.im/marketplace/eu */
  url: string
  marketplace: string
  login: string
  password: string
  subscriptionKey: string
}

/**
 * The Ingram Micro Cloud Marketplace API: `POST /token` with the API user's login (and the
 * subscription key header) gives a bearer token; every call sends both. A 401 fetches a new token once.
 */
export function cmpMarketplace(settings: CmpSettings): MarketplaceAdapter {
  const base = settings.url.replace(/\/+$/, '')
  let token: Promise<string> | undefined
  const signIn = async () => {
    const res = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-subscription-key': settings.subscriptionKey },
      body: JSON.stringify({
        marketplace: settings.marketplace,
        login: settings.login,
        password: settings.password,
      }),
      signal: AbortSignal.timeout(15_000),
    })
    if (!res.ok) throw new Error(`marketplace sign-in answered ${res.status}`)
    const body = (await res.json()) as { token?: string }
    if (!body.token) throw new Error('marketplace sign-in returned no token')
    return body.token
  }
  async function get<T>(path: string, retried = false): Promise<T> {
    token ??= signIn().catch((error) => {
      token = undefined
      throw error
    })
    const res = await fetch(`${base}${path}`, {
      headers: {
        authorization: `Bearer ${await token}`,
        'x-subscription-key': settings.subscriptionKey,
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(15_000),
    })
    if (res.status === 401 && !retried) {
      token = undefined
      return get(path, true)
    }
    if (!res.ok) throw new Error(`marketplace ${path} answered ${res.status}`)
    return (await res.json()) as T
  }
  return {
    mode: 'live',
    products: ({ offset, limit }) => get<CmpPage<CmpProduct>>(`/products?offset=${offset}&limit=${limit}`),
  }
}
