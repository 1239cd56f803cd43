import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'
const doc =
  (suffix = '') =>
  () =>
    `/api/v1/billing/documents/${NO_ID}${suffix}`
const template = { subject: 'S', body: 'B' }

/** Billing routes of the tenant-isolation matrix: staff-only under /billing, scoped under /finances. */
export const BILLING_ROUTES: Record<string, Sample> = {
  'GET /api/v1/billing/documents': { path: () => '/api/v1/billing/documents', issuer: true },
  'POST /api/v1/billing/documents': {
    path: () => '/api/v1/billing/documents',
    body: { kind: 'invoice', customer_id: NO_ID, lines: [] },
  },
  'GET /api/v1/billing/documents/:id': { path: doc() },
  'PUT /api/v1/billing/documents/:id': {
    path: doc(),
    body: { kind: 'invoice', customer_id: NO_ID, lines: [] },
  },
  'DELETE /api/v1/billing/documents/:id': { path: doc() },
  'POST /api/v1/billing/documents/:id/issue': { path: doc('/issue') },
  'POST /api/v1/billing/documents/:id/send': { path: doc('/send'), body: {} },
  'POST /api/v1/billing/documents/:id/payments': {
    path: doc('/payments'),
    body: { paid_on: '2026-01-01', amount_minor: 100, method: 'bank_transfer' },
  },
  'GET /api/v1/billing/documents/:id/payments': { path: doc('/payments') },
  'POST /api/v1/billing/documents/:id/credit-notes': { path: doc('/credit-notes'), body: {} },
  'POST /api/v1/billing/documents/:id/convert': { path: doc('/convert') },
  'GET /api/v1/billing/documents/:id/pdf': { path: doc('/pdf') },
  'GET /api/v1/billing/settings': { path: () => '/api/v1/billing/settings', issuer: true },
  'PUT /api/v1/billing/settings': {
    path: () => '/api/v1/billing/settings',
    body: {
      legal_name: 'X',
      address_street: null,
      address_postal_code: null,
      address_city: null,
      address_country: 'NL',
      vat_id: null,
      coc_number: null,
      iban: null,
      bic: null,
      email: null,
      phone: null,
      website: null,
      default_payment_terms_days: 14,
      default_currency: 'EUR',
      vat_rates: [{ rate_bp: 2100, label: '21%' }],
      number_patterns: {
        invoice: { prefix: 'I', padding: 4, yearly_reset: true },
        quote: { prefix: 'Q', padding: 4, yearly_reset: true },
        credit_note: { prefix: 'C', padding: 4, yearly_reset: true },
      },
    },
  },
  'GET /api/v1/billing/settings/emails': { path: () => '/api/v1/billing/settings/emails', issuer: true },
  'GET /api/v1/billing/settings/emails/:key/:language': {
    path: () => '/api/v1/billing/settings/emails/invoice/en',
    issuer: true,
  },
  'PUT /api/v1/billing/settings/emails/:key/:language': {
    path: () => '/api/v1/billing/settings/emails/invoice/en',
    body: template,
  },
  'POST /api/v1/billing/settings/emails/:key/:language/preview': {
    path: () => '/api/v1/billing/settings/emails/invoice/en/preview',
    body: { ...template, document_id: NO_ID },
  },
  'POST /api/v1/billing/settings/emails/:key/:language/test': {
    path: () => '/api/v1/billing/settings/emails/invoice/en/test',
    body: { document_id: NO_ID },
  },
  'GET /api/v1/billing/settings/documents': {
    path: () => '/api/v1/billing/settings/documents',
    issuer: true,
  },
  'GET /api/v1/billing/settings/documents/:language': {
    path: () => '/api/v1/billing/settings/documents/nl',
    issuer: true,
  },
  'PUT /api/v1/billing/settings/documents/:language': {
    path: () => '/api/v1/billing/settings/documents/nl',
    body: { logo_png: null, accent_color: '#112233', footer_text: null },
  },
  'GET /api/v1/billing/reports': {
    path: () => '/api/v1/billing/reports?from=2026-01-01&to=2026-12-31',
    issuer: true,
  },
  'GET /api/v1/customers/:id/account': {
    path: (ids, id) => `/api/v1/customers/${id ?? ids.Initech}/account`,
  },
  'POST /api/v1/customers/:id/account/refunds': {
    path: (ids, id) => `/api/v1/customers/${id ?? ids.Initech}/account/refunds`,
    body: { currency: 'EUR', amount_minor: 100, refunded_on: '2026-01-01' },
  },
  'POST /api/v1/billing/documents/:id/apply-credit': { path: doc('/apply-credit') },
  'POST /api/v1/billing/payments/:id/reverse': {
    path: () => `/api/v1/billing/payments/${NO_ID}/reverse`,
    body: { reason: 'A mistake' },
  },
  'GET /api/v1/finances/account': { path: () => '/api/v1/finances/account' },
  'GET /api/v1/finances/documents': { path: () => '/api/v1/finances/documents' },
  'GET /api/v1/finances/documents/:id': { path: () => `/api/v1/finances/documents/${NO_ID}` },
  'GET /api/v1/finances/documents/:id/pdf': { path: () => `/api/v1/finances/documents/${NO_ID}/pdf` },
  'POST /api/v1/finances/documents/:id/accept': { path: () => `/api/v1/finances/documents/${NO_ID}/accept` },
  'POST /api/v1/finances/documents/:id/decline': {
    path: () => `/api/v1/finances/documents/${NO_ID}/decline`,
  },
}
