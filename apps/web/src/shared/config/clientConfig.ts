import type { ClientConfig } from '@portico/contracts'
import { brandStore } from './brand.ts'

/** GET /api/config, fetched once before anything else so one build serves any deployment. */
let current: ClientConfig | null = null

export async function loadClientConfig(
  fetchImpl: typeof fetch = fetch,
  brandCode: string | null = null,
): Promise<ClientConfig> {
  const query = brandCode ? `?brand=${encodeURIComponent(brandCode)}` : ''
  const response = await fetchImpl(`/api/config${query}`, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`)
  current = (await response.json()) as ClientConfig
  if (current.brand) brandStore.setState(current.brand)
  return current
}

export function getClientConfig(): ClientConfig {
  if (!current) throw new Error('Client configuration is not loaded yet')
  return current
}

/** The brand on screen now (see brand.ts); components that must follow a change use useBrand(). */
export function brandName(): string {
  return brandStore.getState().brand_name || current?.brandName || 'Portico'
}
