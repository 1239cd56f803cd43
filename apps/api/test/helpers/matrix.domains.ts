import type { Sample } from './matrix.ts'

export const MATRIX_TLD = {
  tld: 'matrix',
  kind: 'gtld',
  grace_days: 30,
  redemption_days: 30,
  pending_delete_days: 5,
  prices: [{ currency: 'EUR', period: 'P1Y', price_minor: 1500 }],
}

const NO_ID = '00000000-0000-4000-8000-000000000000'
const domain = `/api/v1/domains/${NO_ID}`
const contact = `/api/v1/domains/contacts/${NO_ID}`
const preset = `/api/v1/domains/presets/${NO_ID}`
export const MATRIX_CONTACT = {
  company_id: NO_ID,
  name: 'Matrix Person',
  address_lines: ['Matrixstraat 1'],
  postal_code: '3511 AA',
  city: 'Utrecht',
  country: 'NL',
  email: 'matrix@example.com',
  voice: '+31 30 123 4567',
}
export const MATRIX_PRESET = {
  company_id: NO_ID,
  name: 'Matrix preset',
  nameservers: ['ns1.example.net', 'ns2.example.net'],
  dns_template: [{ name: '@', type: 'MX', content: 'mx.example.net', ttl: 3600, priority: 10 }],
  registrant_id: null,
  admin_id: null,
  tech_id: null,
  billing_id: null,
}
const DOMAIN_UPDATE = {
  auto_renew: true,
  transfer_lock: true,
  nameservers: ['ns1.example.net', 'ns2.example.net'],
  registrant_id: null,
  admin_id: null,
  tech_id: null,
  billing_id: null,
}

/** The domains area's routes for the tenant-isolation matrix. */
export const DOMAINS_ROUTES: Record<string, Sample> = {
  'GET /api/v1/domains/tlds': { path: () => '/api/v1/domains/tlds', staffOnly: true },
  'POST /api/v1/domains/tlds': { path: () => '/api/v1/domains/tlds', body: MATRIX_TLD },
  'GET /api/v1/domains/tlds/:tld': { path: () => '/api/v1/domains/tlds/nl', staffOnly: true },
  'PUT /api/v1/domains/tlds/:tld': { path: () => '/api/v1/domains/tlds/nl', body: MATRIX_TLD },
  'GET /api/v1/domains/check': {
    path: (ids, id) => `/api/v1/domains/check?name=matrix-example&company=${id ?? ids.Initech}`,
    readsCompany: 'any',
  },
  'GET /api/v1/domains': { path: () => '/api/v1/domains' },
  'GET /api/v1/domains/:id': { path: () => domain },
  'PUT /api/v1/domains/:id': { path: () => domain, body: DOMAIN_UPDATE },
  'GET /api/v1/domains/:id/zone': { path: () => `${domain}/zone` },
  'PUT /api/v1/domains/:id/zone': { path: () => `${domain}/zone`, body: { records: [] } },
  'POST /api/v1/domains/:id/auth-code': { path: () => `${domain}/auth-code` },
  'POST /api/v1/domains/:id/restore': { path: () => `${domain}/restore` },
  'POST /api/v1/domains/:id/renewal/retry': { path: () => `${domain}/renewal/retry` },
  'GET /api/v1/domains/contacts': { path: () => '/api/v1/domains/contacts' },
  'POST /api/v1/domains/contacts': { path: () => '/api/v1/domains/contacts', body: MATRIX_CONTACT },
  'GET /api/v1/domains/contacts/:id': { path: () => contact },
  'PUT /api/v1/domains/contacts/:id': { path: () => contact, body: MATRIX_CONTACT },
  'DELETE /api/v1/domains/contacts/:id': { path: () => contact },
  'GET /api/v1/domains/presets': { path: () => '/api/v1/domains/presets' },
  'POST /api/v1/domains/presets': { path: () => '/api/v1/domains/presets', body: MATRIX_PRESET },
  'GET /api/v1/domains/presets/:id': { path: () => preset },
  'PUT /api/v1/domains/presets/:id': { path: () => preset, body: MATRIX_PRESET },
  'DELETE /api/v1/domains/presets/:id': { path: () => preset },
}
