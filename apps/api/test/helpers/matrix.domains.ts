import type { Sample } from './matrix.ts'

export const MATRIX_TLD = {
  tld: 'matrix',
  kind: 'gtld',
  grace_days: 30,
  redemption_days: 30,
  pending_delete_days: 5,
  prices: [{ currency: 'EUR', period: 'P1Y', price_minor: 1500 }],
}

/** The domains area's routes for the tenant-isolation matrix. */
export const DOMAINS_ROUTES: Record<string, Sample> = {
  'GET /api/v1/domains/tlds': { path: () => '/api/v1/domains/tlds', staffOnly: true },
  'POST /api/v1/domains/tlds': { path: () => '/api/v1/domains/tlds', body: MATRIX_TLD },
  'GET /api/v1/domains/tlds/:tld': { path: () => '/api/v1/domains/tlds/nl', staffOnly: true },
  'PUT /api/v1/domains/tlds/:tld': { path: () => '/api/v1/domains/tlds/nl', body: MATRIX_TLD },
}
