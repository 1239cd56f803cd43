import {
  IdParamsSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductSchema,
  PromotionInputSchema,
  PromotionListQuerySchema,
  PromotionSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { created, many, one, routes, updated } from '../../lib/route.ts'
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

const product = {
  params: IdParamsSchema,
  response: one(ProductSchema),
  problems: ['notFound'] as const,
  etag: true,
}
const promotion = { ...product, response: one(PromotionSchema) }
const productList = { query: ProductListQuerySchema, response: ProductListResponseSchema }
const promotionList = { query: PromotionListQuerySchema, response: many(PromotionSchema) }

/** The provider's catalogue administration (staff): products with prices and options, promotions. */
export async function catalogRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'catalog', access: 'staff' })

  r.list('/catalog/products', 'listProducts', productList, listCatalogProducts)
  r.post(
    '/catalog/products',
    'createProduct',
    { body: ProductInputSchema, response: one(ProductSchema), ...created },
    (ctx, { body }) => createProduct(ctx, body),
  )
  r.get('/catalog/products/:id', 'getProduct', product, (ctx, { params }) => getProduct(ctx, params.id))
  r.put(
    '/catalog/products/:id',
    'updateProduct',
    { ...product, body: ProductInputSchema, ...updated },
    (ctx, { params, body, version }) => updateCatalogProduct(ctx, { id: params.id, version, body }),
  )
  r.post('/catalog/products/:id/archive', 'archiveProduct', product, (ctx, { params }) =>
    setProductArchived(ctx, { id: params.id, archived: true }),
  )
  r.post('/catalog/products/:id/restore', 'restoreProduct', product, (ctx, { params }) =>
    setProductArchived(ctx, { id: params.id, archived: false }),
  )

  r.list('/catalog/promotions', 'listPromotions', promotionList, (ctx, { status }) =>
    listCatalogPromotions(ctx, { archived: status === 'archived' }),
  )
  r.post(
    '/catalog/promotions',
    'createPromotion',
    { body: PromotionInputSchema, response: one(PromotionSchema), ...created },
    (ctx, { body }) => createPromotion(ctx, body),
  )
  r.get('/catalog/promotions/:id', 'getPromotion', promotion, (ctx, { params }) =>
    getPromotion(ctx, params.id),
  )
  r.put(
    '/catalog/promotions/:id',
    'updatePromotion',
    { ...promotion, body: PromotionInputSchema, ...updated },
    (ctx, { params, body, version }) => updateCatalogPromotion(ctx, { id: params.id, version, body }),
  )
  r.post('/catalog/promotions/:id/archive', 'archivePromotion', promotion, (ctx, { params }) =>
    setPromotionArchived(ctx, { id: params.id, archived: true }),
  )
  r.post('/catalog/promotions/:id/restore', 'restorePromotion', promotion, (ctx, { params }) =>
    setPromotionArchived(ctx, { id: params.id, archived: false }),
  )
}
