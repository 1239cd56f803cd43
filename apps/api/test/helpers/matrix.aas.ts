import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'

/** The aas area's routes and the hosted databases and storage for the tenant-isolation matrix. */
export const AAS_ROUTES: Record<string, Sample> = {
  'GET /api/v1/aas/network': { path: () => '/api/v1/aas/network' },
  'PUT /api/v1/aas/network/devices/:id/monitoring': {
    path: () => `/api/v1/aas/network/devices/${NO_ID}/monitoring`,
    body: { monitoring: 'paused', hours: 2 },
  },
  'GET /api/v1/aas/hardware': { path: () => '/api/v1/aas/hardware' },
  'GET /api/v1/aas/infrastructure': { path: () => '/api/v1/aas/infrastructure' },
  'GET /api/v1/hosting/databases': { path: () => '/api/v1/hosting/databases' },
  'GET /api/v1/hosting/storage': { path: () => '/api/v1/hosting/storage' },
}
