import {
  CompanyParamsSchema,
  OfferListQuerySchema,
  OfferListResponseSchema,
  ResellerPriceListResponseSchema,
  ResellerPricesInputSchema,
  ResellerProductParamsSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { listOffers, resellerPriceList, setResellerPrices } from './offers.service.ts'
import { problems, route } from './route.ts'

const offers = { params: CompanyParamsSchema, response: { 200: OfferListResponseSchema, ...problems } }
const resellerList = { response: { 200: ResellerPriceListResponseSchema, ...problems } }

/** What companies may order at their prices, and a reseller's own price list on top of its purchase prices. */
export async function offersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/catalog/companies/:id/offers',
    route('authenticated', 'listOffers', {
      description: 'The products of a category the company may order, at the prices it pays.',
      querystring: OfferListQuerySchema,
      ...offers,
    }),
    async (req) => ({
      data: await listOffers(req.ctx, { companyId: req.params.id, category: req.query.category }),
    }),
  )
  r.get(
    '/catalog/companies/:id/price-list',
    route('authenticated', 'getCompanyPriceList', {
      description: "The company's prices: its provider's, or for a reseller's customer the reseller's.",
      ...offers,
    }),
    async (req) => ({ data: await listOffers(req.ctx, { companyId: req.params.id }) }),
  )
  r.get(
    '/catalog/resellers/:id/prices',
    route('authenticated', 'getResellerPriceList', { params: CompanyParamsSchema, ...resellerList }),
    async (req) => ({ data: await resellerPriceList(req.ctx, req.params.id) }),
  )
  r.put(
    '/catalog/resellers/:id/prices/:productId',
    route('authenticated', 'setResellerPrices', {
      description: "Replaces the reseller's sale prices of one product; an empty list stops offering it.",
      params: ResellerProductParamsSchema,
      body: ResellerPricesInputSchema,
      ...resellerList,
    }),
    async (req) => ({
      data: await setResellerPrices(req.ctx, {
        resellerId: req.params.id,
        productId: req.params.productId,
        body: req.body,
      }),
    }),
  )
}
