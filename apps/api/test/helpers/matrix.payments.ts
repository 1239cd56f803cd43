import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'

/** Online payment (the checkout, the public webhook) and bank statements (staff). */
export const PAYMENTS_ROUTES: Record<string, Sample> = {
  'POST /api/v1/finances/documents/:id/pay': { path: () => `/api/v1/finances/documents/${NO_ID}/pay` },
  'GET /api/v1/finances/online-payments/:id': { path: () => `/api/v1/finances/online-payments/${NO_ID}` },
  'POST /api/v1/billing/bank-statements': {
    path: () => '/api/v1/billing/bank-statements',
    body: '<Document/>',
  },
  'GET /api/v1/billing/bank-entries': { path: () => '/api/v1/billing/bank-entries', staffOnly: true },
  'POST /api/v1/billing/bank-entries/:id/assign': {
    path: () => `/api/v1/billing/bank-entries/${NO_ID}/assign`,
    body: { customer_id: NO_ID },
  },
  'POST /api/v1/payments/webhooks/:provider': {
    path: () => '/api/v1/payments/webhooks/sandbox',
    body: { id: 'tr_unknown' },
    public: true,
  },
}
