import {
  CompanyParamsSchema,
  OfferListQuerySchema,
  OfferSchema,
  ResellerPriceRowSchema,
  ResellerPricesInputSchema,
  ResellerProductParamsSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, routes } from '../../lib/route.ts'
import { listOffers, resellerPriceList, setResellerPrices } from './offers.service.ts'

const notFound = ['notFound'] as const

/**
 * What companies may order at their prices, and a reseller's own price list on top of its purchase
 * prices. Any signed-in user; the services decide by the company (visible, and of the right kind).
 */
export async function offersRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'catalog', access: 'authenticated' })

  r.get(
    '/catalog/companies/:id/offers',
    'listOffers',
    {
      description: 'The products of a category the company may order, at the prices it pays.',
      params: CompanyParamsSchema,
      query: OfferListQuerySchema,
      response: many(OfferSchema),
      problems: notFound,
    },
    (ctx, { params, query }) => listOffers(ctx, { companyId: params.id, category: query.category }),
  )
  r.get(
    '/catalog/companies/:id/price-list',
    'getCompanyPriceList',
    {
      description: "The company's prices: its provider's, or for a reseller's customer the reseller's.",
      params: CompanyParamsSchema,
      response: many(OfferSchema),
      problems: notFound,
    },
    (ctx, { params }) => listOffers(ctx, { companyId: params.id }),
  )
  r.get(
    '/catalog/resellers/:id/prices',
    'getResellerPriceList',
    { params: CompanyParamsSchema, response: many(ResellerPriceRowSchema), problems: notFound },
    (ctx, { params }) => resellerPriceList(ctx, params.id),
  )
  r.put(
    '/catalog/resellers/:id/prices/:productId',
    'setResellerPrices',
    {
      description: "Replaces the reseller's sale prices of one product; an empty list stops offering it.",
      params: ResellerProductParamsSchema,
      body: ResellerPricesInputSchema,
      response: many(ResellerPriceRowSchema),
      problems: notFound,
    },
    (ctx, { params, body }) =>
      setResellerPrices(ctx, { resellerId: params.id, productId: params.productId, body }),
  )
}
