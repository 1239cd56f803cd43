import {
  IdParamsSchema,
  ProblemSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  PromotionInputSchema,
  PromotionListQuerySchema,
  PromotionListResponseSchema,
  PromotionResponseSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { expectedVersion } from '../../lib/concurrency.ts'
import { authProblems } from '../../lib/routeSchema.ts'
import {
  createProduct,
  getProduct,
  listCatalogProducts,
  setProductArchived,
  updateCatalogProduct,
} from './catalog.service.ts'
import {
  createPromotion,
  getPromotion,
  listCatalogPromotions,
  setPromotionArchived,
  updateCatalogPromotion,
} from './promotions.service.ts'
import { problems, route, withEtag, writeProblems } from './route.ts'

const ifMatch = 'Send If-Match with the ETag from the read; 412 when someone else saved first.'
const product = { params: IdParamsSchema, response: { 200: ProductResponseSchema, ...problems } }
const promotion = { params: IdParamsSchema, response: { 200: PromotionResponseSchema, ...problems } }

/** The provider's catalogue administration (staff): products with prices and options, promotions. */
export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/catalog/products',
    route('staff', 'listProducts', {
      querystring: ProductListQuerySchema,
      response: { 200: ProductListResponseSchema, ...authProblems },
    }),
    async (req) => listCatalogProducts(req.ctx, req.query),
  )
  r.post(
    '/catalog/products',
    route('staff', 'createProduct', {
      body: ProductInputSchema,
      response: { 201: ProductResponseSchema, ...authProblems, 409: ProblemSchema },
    }),
    async (req, reply) => {
      const created = await createProduct(req.ctx, req.body)
      reply.header('Location', `/api/v1/catalog/products/${created.id}`)
      return withEtag(reply, created, 201)
    },
  )
  r.get('/catalog/products/:id', route('staff', 'getProduct', product), async (req, reply) =>
    withEtag(reply, await getProduct(req.ctx, req.params.id)),
  )
  r.put(
    '/catalog/products/:id',
    route('staff', 'updateProduct', {
      description: ifMatch,
      params: IdParamsSchema,
      body: ProductInputSchema,
      response: { 200: ProductResponseSchema, ...writeProblems },
    }),
    async (req, reply) => {
      const input = { id: req.params.id, version: expectedVersion(req), body: req.body }
      return withEtag(reply, await updateCatalogProduct(req.ctx, input))
    },
  )
  r.post('/catalog/products/:id/archive', route('staff', 'archiveProduct', product), async (req, reply) =>
    withEtag(reply, await setProductArchived(req.ctx, { id: req.params.id, archived: true })),
  )
  r.post('/catalog/products/:id/restore', route('staff', 'restoreProduct', product), async (req, reply) =>
    withEtag(reply, await setProductArchived(req.ctx, { id: req.params.id, archived: false })),
  )

  r.get(
    '/catalog/promotions',
    route('staff', 'listPromotions', {
      querystring: PromotionListQuerySchema,
      response: { 200: PromotionListResponseSchema, ...authProblems },
    }),
    async (req) => ({
      data: await listCatalogPromotions(req.ctx, { archived: req.query.status === 'archived' }),
    }),
  )
  r.post(
    '/catalog/promotions',
    route('staff', 'createPromotion', {
      body: PromotionInputSchema,
      response: { 201: PromotionResponseSchema, ...authProblems, 409: ProblemSchema },
    }),
    async (req, reply) => {
      const created = await createPromotion(req.ctx, req.body)
      reply.header('Location', `/api/v1/catalog/promotions/${created.id}`)
      return withEtag(reply, created, 201)
    },
  )
  r.get('/catalog/promotions/:id', route('staff', 'getPromotion', promotion), async (req, reply) =>
    withEtag(reply, await getPromotion(req.ctx, req.params.id)),
  )
  r.put(
    '/catalog/promotions/:id',
    route('staff', 'updatePromotion', {
      description: ifMatch,
      params: IdParamsSchema,
      body: PromotionInputSchema,
      response: { 200: PromotionResponseSchema, ...writeProblems },
    }),
    async (req, reply) => {
      const input = { id: req.params.id, version: expectedVersion(req), body: req.body }
      return withEtag(reply, await updateCatalogPromotion(req.ctx, input))
    },
  )
  r.post(
    '/catalog/promotions/:id/archive',
    route('staff', 'archivePromotion', promotion),
    async (req, reply) =>
      withEtag(reply, await setPromotionArchived(req.ctx, { id: req.params.id, archived: true })),
  )
  r.post(
    '/catalog/promotions/:id/restore',
    route('staff', 'restorePromotion', promotion),
    async (req, reply) =>
      withEtag(reply, await setPromotionArchived(req.ctx, { id: req.params.id, archived: false })),
  )
}
