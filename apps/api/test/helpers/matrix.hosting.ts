import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'
const account = `/api/v1/hosting/webhosting/${NO_ID}`

/** The hosting area's routes for the tenant-isolation matrix. */
export const HOSTING_ROUTES: Record<string, Sample> = {
  'GET /api/v1/hosting/offers': { path: () => '/api/v1/hosting/offers' },
  'GET /api/v1/hosting/webhosting': { path: () => '/api/v1/hosting/webhosting' },
  'POST /api/v1/hosting/webhosting': {
    path: () => '/api/v1/hosting/webhosting',
    body: { product_id: NO_ID, period: 'P1M', domain: 'matrix.nl' },
  },
  'GET /api/v1/hosting/webhosting/:id': { path: () => account },
  'POST /api/v1/hosting/webhosting/:id/login': { path: () => `${account}/login` },
  'POST /api/v1/hosting/webhosting/:id/password': {
    path: () => `${account}/password`,
    body: { password: 'Matrix-secret-1' },
  },
  'PUT /api/v1/hosting/webhosting/:id/package': {
    path: () => `${account}/package`,
    body: { product_id: NO_ID },
  },
}
