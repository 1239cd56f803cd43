import {
  SslCertificateListItemSchema,
  SslCertificateParamsSchema,
  SslCertificateSchema,
  SslDnsRecordInputSchema,
  SslDownloadSchema,
  SslOfferSchema,
  SslOrderInputSchema,
  SslOrderResultSchema,
  SslProductInputSchema,
  SslProductParamsSchema,
  SslProductSchema,
  SslReissueInputSchema,
  SslRevokeInputSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { ifMatchDescription, many, one, routes } from '../../lib/route.ts'
import { orderingCompany } from '../orders/cart.service.ts'
import {
  addDnsRecord,
  checkCertificate,
  downloadCertificate,
  getCertificate,
  listCertificates,
  reissueCertificate,
  revokeCertificate,
} from './certificates.service.ts'
import { orderCertificate } from './ordering.service.ts'
import {
  createSslProduct,
  getSslProduct,
  listSslOffers,
  listSslProducts,
  updateSslCatalogProduct,
} from './products.service.ts'

const product = {
  params: SslProductParamsSchema,
  response: one(SslProductSchema),
  problems: ['notFound'] as const,
  etag: true,
}
const certificate = {
  params: SslCertificateParamsSchema,
  response: one(SslCertificateSchema),
  problems: ['notFound'] as const,
}

/** The SSL catalogue (staff): the certificate products the provider sells and their prices. */
async function sslProductsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'ssl', access: 'staff' })
  r.get('/ssl/products', 'listSslProducts', { response: many(SslProductSchema) }, (ctx) =>
    listSslProducts(ctx),
  )
  r.post(
    '/ssl/products',
    'createSslProduct',
    {
      body: SslProductInputSchema,
      response: one(SslProductSchema),
      status: 201,
      etag: true,
      problems: ['conflict'],
    },
    (ctx, { body }) => createSslProduct(ctx, body),
  )
  r.get('/ssl/products/:product', 'getSslProduct', product, (ctx, { params }) =>
    getSslProduct(ctx, params.product),
  )
  r.put(
    '/ssl/products/:product',
    'updateSslProduct',
    {
      ...product,
      body: SslProductInputSchema,
      description: ifMatchDescription,
      problems: ['notFound', 'ifMatch'],
    },
    (ctx, { params, body, version }) =>
      updateSslCatalogProduct(ctx, { caProduct: params.product, version, body }),
  )
}

/** The certificates of the caller's companies: order, follow validation, download, reissue, revoke. */
async function sslCertificatesRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'ssl', access: 'authenticated' })
  r.get('/ssl/offers', 'listSslOffers', { response: many(SslOfferSchema) }, (ctx) =>
    listSslOffers(ctx, orderingCompany(ctx)),
  )
  r.get('/ssl/certificates', 'listSslCertificates', { response: many(SslCertificateListItemSchema) }, (ctx) =>
    listCertificates(ctx),
  )
  r.post(
    '/ssl/certificates',
    'orderSslCertificate',
    {
      body: SslOrderInputSchema,
      response: one(SslOrderResultSchema),
      status: 201,
      description: 'Judges the order and puts the product in the cart (X-Company); checkout places it.',
    },
    (ctx, { body }) => orderCertificate(ctx, body),
  )
  r.get('/ssl/certificates/:certificate', 'getSslCertificate', certificate, (ctx, { params }) =>
    getCertificate(ctx, params.certificate),
  )
  r.post('/ssl/certificates/:certificate/check', 'checkSslCertificate', certificate, (ctx, { params }) =>
    checkCertificate(ctx, params.certificate),
  )
  r.post(
    '/ssl/certificates/:certificate/dns-record',
    'addSslDnsRecord',
    { ...certificate, body: SslDnsRecordInputSchema, problems: ['notFound', 'ifMatch'] },
    (ctx, { params, body }) => addDnsRecord(ctx, params.certificate, body.name),
  )
  r.get(
    '/ssl/certificates/:certificate/download',
    'downloadSslCertificate',
    {
      params: SslCertificateParamsSchema,
      response: one(SslDownloadSchema),
      problems: ['notFound', 'conflict'],
    },
    (ctx, { params }) => downloadCertificate(ctx, params.certificate),
  )
  r.post(
    '/ssl/certificates/:certificate/reissue',
    'reissueSslCertificate',
    { ...certificate, body: SslReissueInputSchema, problems: ['notFound', 'conflict'] },
    (ctx, { params, body }) => reissueCertificate(ctx, params.certificate, body),
  )
  r.post(
    '/ssl/certificates/:certificate/revoke',
    'revokeSslCertificate',
    { ...certificate, body: SslRevokeInputSchema, problems: ['notFound', 'conflict'] },
    (ctx, { params, body }) => revokeCertificate(ctx, params.certificate, body),
  )
}

/** The SSL area's routes: the catalogue of certificate products and the customers' certificates. */
export async function sslModule(app: FastifyInstance) {
  for (const r of [sslProductsRoutes, sslCertificatesRoutes]) await app.register(r)
}
