import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'

/** The licence planner's routes for the tenant-isolation matrix (a foreign or unknown id is not found). */
export const PLANNER_ROUTES: Record<string, Sample> = {
  'GET /api/v1/microsoft/planner': { path: () => '/api/v1/microsoft/planner' },
  'POST /api/v1/microsoft/planner/changes': {
    path: () => '/api/v1/microsoft/planner/changes',
    body: {
      tenant_id: NO_ID,
      user_id: NO_ID,
      sku_id: 'CFQ7TTC0LH18:0001',
      action: 'assign',
      run_on: '2099-01-04',
    },
  },
  'DELETE /api/v1/microsoft/planner/changes/:change': {
    path: () => `/api/v1/microsoft/planner/changes/${NO_ID}`,
  },
  'PUT /api/v1/microsoft/planner/policies/:tenant': {
    path: () => `/api/v1/microsoft/planner/policies/${NO_ID}`,
    body: { buy_missing: true, release_seats: false },
  },
  'GET /api/v1/microsoft/planner/users': { path: () => '/api/v1/microsoft/planner/users' },
  'POST /api/v1/microsoft/planner/users': {
    path: () => '/api/v1/microsoft/planner/users',
    body: { tenant_id: NO_ID, display_name: 'Matrix Person', user_name: 'matrix', usage_location: 'NL' },
  },
  'GET /api/v1/microsoft/planner/users/:user': { path: () => `/api/v1/microsoft/planner/users/${NO_ID}` },
  'PUT /api/v1/microsoft/planner/users/:user/location': {
    path: () => `/api/v1/microsoft/planner/users/${NO_ID}/location`,
    body: { usage_location: 'NL' },
  },
}
