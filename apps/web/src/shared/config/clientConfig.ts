import type { ClientConfig } from '@portico/contracts'

/** GET /api/config, fetched once before anything else so one build serves any deployment. */
let current: ClientConfig | null = null

export async function loadClientConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetchImpl('/api/config', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`)
  current = (await response.json()) as ClientConfig
  return current
}

export function getClientConfig(): ClientConfig {
  if (!current) throw new Error('Client configuration is not loaded yet')
  return current
}

export function brandName(): string {
  return current?.brandName || 'Portico'
}
