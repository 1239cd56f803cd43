import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'

/** The connectivity area's routes for the tenant-isolation matrix. */
export const CONNECTIVITY_ROUTES: Record<string, Sample> = {
  'GET /api/v1/connectivity/internet/availability': {
    path: () => '/api/v1/connectivity/internet/availability?postcode=1012AB&house_number=1',
  },
  'GET /api/v1/connectivity/internet/lines': { path: () => '/api/v1/connectivity/internet/lines' },
  'GET /api/v1/connectivity/internet/lines/:line': {
    path: () => `/api/v1/connectivity/internet/lines/${NO_ID}`,
  },
  'POST /api/v1/connectivity/internet/orders': {
    path: () => '/api/v1/connectivity/internet/orders',
    body: {
      postcode: '1012AB',
      house_number: 1,
      package_code: 'FIBER-500',
      period: 'P1M',
      wish_date: '2099-01-01',
    },
  },
  'GET /api/v1/connectivity/mobile/sims': { path: () => '/api/v1/connectivity/mobile/sims' },
  'POST /api/v1/connectivity/mobile/sims/:sim/actions': {
    path: () => `/api/v1/connectivity/mobile/sims/${NO_ID}/actions`,
    body: { action: 'data_limit', data_limit_mb: 1024 },
  },
  'GET /api/v1/connectivity/voip/trunks': { path: () => '/api/v1/connectivity/voip/trunks' },
  'GET /api/v1/connectivity/voip/ports': { path: () => '/api/v1/connectivity/voip/ports' },
  'POST /api/v1/connectivity/voip/ports': {
    path: () => '/api/v1/connectivity/voip/ports',
    body: { trunk_id: NO_ID, numbers: ['+31301234567'], current_provider: 'KPN', wish_date: '2099-01-01' },
  },
}
