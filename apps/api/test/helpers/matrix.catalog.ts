import type { Sample } from './matrix.ts'

const NO_ID = '00000000-0000-4000-8000-000000000000'
const product = `/api/v1/catalog/products/${NO_ID}`
const promotion = `/api/v1/catalog/promotions/${NO_ID}`
export const MATRIX_PRODUCT = {
  code: 'MATRIX-1',
  name_en: 'Matrix hosting',
  name_nl: 'Matrix-hosting',
  category: 'hosting.web',
  type: 'service',
  prices: [{ currency: 'EUR', period: 'P1M', price_minor: 500 }],
}

/** The catalogue's routes for the tenant-isolation matrix: staff administer, companies read their prices. */
export const CATALOG_ROUTES: Record<string, Sample> = {
  'GET /api/v1/catalog/products': { path: () => '/api/v1/catalog/products', staffOnly: true },
  'POST /api/v1/catalog/products': { path: () => '/api/v1/catalog/products', body: MATRIX_PRODUCT },
  'GET /api/v1/catalog/products/:id': { path: () => product },
  'PUT /api/v1/catalog/products/:id': { path: () => product, body: MATRIX_PRODUCT },
  'POST /api/v1/catalog/products/:id/archive': { path: () => `${product}/archive` },
  'POST /api/v1/catalog/products/:id/restore': { path: () => `${product}/restore` },
  'GET /api/v1/catalog/promotions': { path: () => '/api/v1/catalog/promotions', staffOnly: true },
  'POST /api/v1/catalog/promotions': {
    path: () => '/api/v1/catalog/promotions',
    body: { code: 'MATRIX10', kind: 'percentage', percent_bp: 1000 },
  },
  'GET /api/v1/catalog/promotions/:id': { path: () => promotion },
  'PUT /api/v1/catalog/promotions/:id': {
    path: () => promotion,
    body: { code: 'MATRIX10', kind: 'percentage', percent_bp: 1000 },
  },
  'POST /api/v1/catalog/promotions/:id/archive': { path: () => `${promotion}/archive` },
  'POST /api/v1/catalog/promotions/:id/restore': { path: () => `${promotion}/restore` },
  'GET /api/v1/catalog/marketplace/products': {
    path: () => '/api/v1/catalog/marketplace/products',
    staffOnly: true,
  },
  'GET /api/v1/catalog/marketplace/products/:mpn': {
    path: () => '/api/v1/catalog/marketplace/products/DBX-BUS-STD',
  },
  'POST /api/v1/catalog/marketplace/imports': {
    path: () => '/api/v1/catalog/marketplace/imports',
    body: { mpn: 'NO-SUCH-MPN', prices: [{ currency: 'EUR', price_minor: 100 }] },
  },
  'GET /api/v1/catalog/companies/:id/offers': {
    path: (ids, id) => `/api/v1/catalog/companies/${id ?? ids.Initech}/offers?category=hosting.web`,
    readsCompany: 'any',
  },
  'GET /api/v1/catalog/companies/:id/price-list': {
    path: (ids, id) => `/api/v1/catalog/companies/${id ?? ids.Initech}/price-list`,
    readsCompany: 'any',
  },
  'GET /api/v1/catalog/resellers/:id/prices': {
    path: (ids, id) => `/api/v1/catalog/resellers/${id ?? ids['Resell IT B.V.']}/prices`,
    readsCompany: 'reseller',
  },
  'PUT /api/v1/catalog/resellers/:id/prices/:productId': {
    path: (ids, id) => `/api/v1/catalog/resellers/${id ?? ids['Resell IT B.V.']}/prices/${NO_ID}`,
    body: { prices: [{ currency: 'EUR', period: 'P1M', price_minor: 700 }] },
  },
}
