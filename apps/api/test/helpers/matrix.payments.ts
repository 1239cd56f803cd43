import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'

/** Online payment (the checkout, the public webhook), bank statements and direct debit (staff). */
export const PAYMENTS_ROUTES: Record<string, Sample> = {
  'POST /api/v1/finances/documents/:id/pay': { path: () => `/api/v1/finances/documents/${NO_ID}/pay` },
  'GET /api/v1/finances/online-payments/:id': { path: () => `/api/v1/finances/online-payments/${NO_ID}` },
  'POST /api/v1/billing/bank-statements': {
    path: () => '/api/v1/billing/bank-statements',
    body: '<Document/>',
  },
  'GET /api/v1/billing/bank-entries': { path: () => '/api/v1/billing/bank-entries', issuer: true },
  'GET /api/v1/billing/payment-account': { path: () => '/api/v1/billing/payment-account', issuer: true },
  'POST /api/v1/billing/payment-account': {
    path: () => '/api/v1/billing/payment-account',
    body: { api_key: 'not a key' },
  },
  'DELETE /api/v1/billing/payment-account': { path: () => '/api/v1/billing/payment-account' },
  'POST /api/v1/billing/bank-entries/:id/assign': {
    path: () => `/api/v1/billing/bank-entries/${NO_ID}/assign`,
    body: { customer_id: NO_ID },
  },
  'GET /api/v1/customers/:id/online-payments': {
    path: (ids, id) => `/api/v1/customers/${id ?? ids.Initech}/online-payments`,
  },
  'POST /api/v1/customers/:id/account/provider-refunds': {
    path: (ids, id) => `/api/v1/customers/${id ?? ids.Initech}/account/provider-refunds`,
    body: { online_payment_id: NO_ID, amount_minor: 100 },
  },
  'GET /api/v1/finances/payment-mandates': { path: () => '/api/v1/finances/payment-mandates' },
  'POST /api/v1/finances/payment-mandates/:id/revoke': {
    path: () => `/api/v1/finances/payment-mandates/${NO_ID}/revoke`,
  },
  'GET /api/v1/customers/:id/mandates': {
    path: (ids, id) => `/api/v1/customers/${id ?? ids.Initech}/mandates`,
  },
  'POST /api/v1/customers/:id/mandates': {
    path: (ids, id) => `/api/v1/customers/${id ?? ids.Initech}/mandates`,
    body: { reference: 'MATRIX-1', iban: 'NL91ABNA0417164300', holder: 'Matrix', signed_on: '2026-01-01' },
  },
  'POST /api/v1/customers/:id/mandates/:mandate/revoke': {
    path: (ids, id) => `/api/v1/customers/${id ?? ids.Initech}/mandates/${NO_ID}/revoke`,
  },
  'GET /api/v1/billing/direct-debits': { path: () => '/api/v1/billing/direct-debits', issuer: true },
  'GET /api/v1/billing/direct-debit-batches': {
    path: () => '/api/v1/billing/direct-debit-batches',
    issuer: true,
  },
  'POST /api/v1/billing/direct-debit-batches': {
    path: () => '/api/v1/billing/direct-debit-batches',
    body: { collection_date: '2099-01-01' },
  },
  'GET /api/v1/billing/direct-debit-batches/:id/file': {
    path: () => `/api/v1/billing/direct-debit-batches/${NO_ID}/file`,
  },
  'GET /api/v1/finances/direct-debits': { path: () => '/api/v1/finances/direct-debits' },
  'GET /api/v1/finances/mandates': { path: () => '/api/v1/finances/mandates' },
  'POST /api/v1/payments/webhooks/:provider': {
    path: () => '/api/v1/payments/webhooks/sandbox',
    body: { id: 'tr_unknown' },
    public: true,
  },
}
