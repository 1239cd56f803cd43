import {
  MarketplaceImportSchema,
  MarketplaceListQuerySchema,
  MarketplaceListResponseSchema,
  MarketplaceParamsSchema,
  MarketplaceProductSchema,
  ProductSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { one, routes } from '../../lib/route.ts'
import { getMarketplaceProduct, importMarketplaceProduct, listMarketplace } from './marketplace.service.ts'

/** The cloud marketplace (staff): the distributor's products, imported into the catalogue with resale prices. */
export async function marketplaceRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'catalog', access: 'staff' })
  const list = { query: MarketplaceListQuerySchema, response: MarketplaceListResponseSchema }
  r.list('/catalog/marketplace/products', 'listMarketplaceProducts', list, listMarketplace)
  r.get(
    '/catalog/marketplace/products/:mpn',
    'getMarketplaceProduct',
    { params: MarketplaceParamsSchema, response: one(MarketplaceProductSchema), problems: ['notFound'] },
    (ctx, { params }) => getMarketplaceProduct(ctx, params.mpn),
  )
  r.post(
    '/catalog/marketplace/imports',
    'importMarketplaceProduct',
    {
      body: MarketplaceImportSchema,
      response: one(ProductSchema),
      status: 201,
      problems: ['notFound', 'conflict'],
    },
    (ctx, { body }) => importMarketplaceProduct(ctx, body),
  )
}
