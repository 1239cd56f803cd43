import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'
const subscription = `/api/v1/microsoft/subscriptions/${NO_ID}`

export const MATRIX_MICROSOFT_TENANT = {
  domain_prefix: 'matrixco',
  name: 'Matrix Co',
  email: 'it@matrix.example',
  agreement_accepted: true,
}

/** The Microsoft area's routes for the tenant-isolation matrix. */
export const MICROSOFT_ROUTES: Record<string, Sample> = {
  'GET /api/v1/microsoft/tenants': { path: () => '/api/v1/microsoft/tenants' },
  'POST /api/v1/microsoft/tenants': {
    path: () => '/api/v1/microsoft/tenants',
    body: MATRIX_MICROSOFT_TENANT,
  },
  'POST /api/v1/microsoft/tenants/link': {
    path: () => '/api/v1/microsoft/tenants/link',
    body: { customer_id: NO_ID },
  },
  'GET /api/v1/microsoft/domains/:prefix': { path: () => '/api/v1/microsoft/domains/matrixco' },
  'GET /api/v1/microsoft/subscriptions': { path: () => '/api/v1/microsoft/subscriptions' },
  'GET /api/v1/microsoft/subscriptions/:subscription': { path: () => subscription },
  'PUT /api/v1/microsoft/subscriptions/:subscription/seats': {
    path: () => `${subscription}/seats`,
    body: { quantity: 3 },
  },
  'PUT /api/v1/microsoft/subscriptions/:subscription/term': {
    path: () => `${subscription}/term`,
    body: { term: 'P3Y', billing: 'annual' },
  },
  'PUT /api/v1/microsoft/subscriptions/:subscription/auto-renew': {
    path: () => `${subscription}/auto-renew`,
    body: { auto_renew: true },
  },
  'PUT /api/v1/microsoft/subscriptions/:subscription/scheduled': {
    path: () => `${subscription}/scheduled`,
    body: { quantity: 2, term: 'P1Y', billing: 'annual', sku_id: 'CFQ7TTC0LH18:0001' },
  },
  'DELETE /api/v1/microsoft/subscriptions/:subscription/scheduled': {
    path: () => `${subscription}/scheduled`,
  },
  'POST /api/v1/microsoft/subscriptions/:subscription/cancel': { path: () => `${subscription}/cancel` },
  'GET /api/v1/microsoft/offers': { path: () => '/api/v1/microsoft/offers' },
  'POST /api/v1/microsoft/orders': {
    path: () => '/api/v1/microsoft/orders',
    body: { tenant_id: NO_ID, product_id: NO_ID, billing: 'monthly', quantity: 1 },
  },
}
