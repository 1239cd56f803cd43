import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'
const certificate = `/api/v1/ssl/certificates/${NO_ID}`
const CSR = '-----BEGIN CERTIFICATE REQUEST-----\nMIIBmatrix\n-----END CERTIFICATE REQUEST-----'

export const MATRIX_SSL_PRODUCT = {
  ca_product: 'matrix_ssl',
  name_en: 'Matrix SSL',
  name_nl: 'Matrix SSL',
  brand: 'Matrix',
  validation: 'DV',
  max_sans: 0,
  periods: [12],
  prices: [{ currency: 'EUR', period: 'P1Y', price_minor: 1500 }],
}
export const MATRIX_SSL_ORDER = {
  domain_id: NO_ID,
  ssl_product_id: NO_ID,
  period: 'P1Y',
  common_name: 'www.matrix.nl',
  csr: CSR,
  dcv: [{ name: 'www.matrix.nl', method: 'dns' }],
}

/** The SSL area's routes for the tenant-isolation matrix. */
export const SSL_ROUTES: Record<string, Sample> = {
  'GET /api/v1/ssl/products': { path: () => '/api/v1/ssl/products', staffOnly: true },
  'POST /api/v1/ssl/products': { path: () => '/api/v1/ssl/products', body: MATRIX_SSL_PRODUCT },
  'GET /api/v1/ssl/products/:product': {
    path: () => '/api/v1/ssl/products/sectigo_positivessl',
    staffOnly: true,
  },
  'PUT /api/v1/ssl/products/:product': {
    path: () => '/api/v1/ssl/products/sectigo_positivessl',
    body: MATRIX_SSL_PRODUCT,
  },
  'GET /api/v1/ssl/offers': { path: () => '/api/v1/ssl/offers' },
  'GET /api/v1/ssl/certificates': { path: () => '/api/v1/ssl/certificates' },
  'POST /api/v1/ssl/certificates': { path: () => '/api/v1/ssl/certificates', body: MATRIX_SSL_ORDER },
  'GET /api/v1/ssl/certificates/:certificate': { path: () => certificate },
  'POST /api/v1/ssl/certificates/:certificate/check': { path: () => `${certificate}/check` },
  'POST /api/v1/ssl/certificates/:certificate/dns-record': {
    path: () => `${certificate}/dns-record`,
    body: { name: 'www.matrix.nl' },
  },
  'GET /api/v1/ssl/certificates/:certificate/download': { path: () => `${certificate}/download` },
  'POST /api/v1/ssl/certificates/:certificate/reissue': {
    path: () => `${certificate}/reissue`,
    body: { csr: CSR },
  },
  'POST /api/v1/ssl/certificates/:certificate/revoke': {
    path: () => `${certificate}/revoke`,
    body: { reason: 'matrix' },
  },
}
