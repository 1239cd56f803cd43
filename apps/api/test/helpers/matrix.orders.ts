import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'
const order = `/api/v1/orders/${NO_ID}`
const service = `/api/v1/services/${NO_ID}`

/** The cart and orders routes for the tenant-isolation matrix (spread into ROUTES). */
export const ORDERS_ROUTES: Record<string, Sample> = {
  'GET /api/v1/orders/cart': { path: () => '/api/v1/orders/cart' },
  'POST /api/v1/orders/cart/items': {
    path: () => '/api/v1/orders/cart/items',
    body: { product_id: NO_ID, period: 'P1M' },
  },
  'DELETE /api/v1/orders/cart/items/:itemId': { path: () => `/api/v1/orders/cart/items/${NO_ID}` },
  'PUT /api/v1/orders/cart/promotion': {
    path: () => '/api/v1/orders/cart/promotion',
    body: { code: 'MATRIX' },
  },
  'DELETE /api/v1/orders/cart/promotion': { path: () => '/api/v1/orders/cart/promotion' },
  'POST /api/v1/orders/checkout': { path: () => '/api/v1/orders/checkout', body: { accept_terms: true } },
  'GET /api/v1/orders/settings': { path: () => '/api/v1/orders/settings', staffOnly: true },
  'PUT /api/v1/orders/settings': {
    path: () => '/api/v1/orders/settings',
    body: { provision_at: 'approval' },
  },
  'GET /api/v1/orders/terms': { path: () => '/api/v1/orders/terms' },
  'GET /api/v1/orders': { path: () => '/api/v1/orders' },
  'GET /api/v1/orders/:id': { path: () => order },
  'POST /api/v1/orders/:id/approve': { path: () => `${order}/approve` },
  'POST /api/v1/orders/:id/cancel': { path: () => `${order}/cancel` },
  'POST /api/v1/orders/:id/retry': { path: () => `${order}/retry` },
  'POST /api/v1/services/:id/suspend': { path: () => `${service}/suspend` },
  'POST /api/v1/services/:id/unsuspend': { path: () => `${service}/unsuspend` },
  'POST /api/v1/services/:id/cancel': { path: () => `${service}/cancel`, body: { when: 'now' } },
  'PUT /api/v1/services/:id/plan': {
    path: () => `${service}/plan`,
    body: { product_id: NO_ID, when: 'next_period' },
  },
  'PUT /api/v1/services/:id/price': {
    path: () => `${service}/price`,
    body: { price_minor: 1000, when: 'next_period' },
  },
}
