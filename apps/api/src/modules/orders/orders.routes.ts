import {
  CartItemInputSchema,
  CartItemParamsSchema,
  CartSchema,
  CheckoutInputSchema,
  IdParamsSchema,
  OrderListQuerySchema,
  OrderSchema,
  OrderSettingsInputSchema,
  OrderSettingsSchema,
  OrderSummarySchema,
  OrderTermsSchema,
  PromotionCodeInputSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, one, routes } from '../../lib/route.ts'
import { addCartItem, applyPromotion, readCart, removeCartItem, removePromotion } from './cart.service.ts'
import { checkout } from './checkout.service.ts'
import {
  approveOrder,
  cancelOrder,
  getOrder,
  getOrderSettings,
  orderList,
  orderTerms,
  retryProvisioning,
  updateOrderSettings,
} from './orders.service.ts'

/**
 * The cart (per user and company: X-Company), checkout (once per Idempotency-Key), and orders: every
 * company user sees their companies' orders; staff approve, cancel and retry provisioning.
 */
export async function ordersRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'orders', access: 'authenticated' })
  const cart = one(CartSchema)
  r.get('/orders/cart', 'getCart', { response: cart }, (ctx) => readCart(ctx))
  r.post(
    '/orders/cart/items',
    'addCartItem',
    { body: CartItemInputSchema, response: cart, problems: ['notFound'] },
    (ctx, { body }) => addCartItem(ctx, body),
  )
  r.delete(
    '/orders/cart/items/:itemId',
    'removeCartItem',
    { params: CartItemParamsSchema, response: cart, problems: ['notFound'] },
    (ctx, { params }) => removeCartItem(ctx, params.itemId),
  )
  r.put(
    '/orders/cart/promotion',
    'applyPromotion',
    { body: PromotionCodeInputSchema, response: cart },
    (ctx, { body }) => applyPromotion(ctx, body.code),
  )
  r.delete('/orders/cart/promotion', 'removePromotion', { response: cart }, (ctx) => removePromotion(ctx))
  r.post(
    '/orders/checkout',
    'checkout',
    {
      body: CheckoutInputSchema,
      response: one(OrderSchema),
      status: 201,
      idempotent: true,
      problems: ['conflict'],
    },
    (ctx, { body }) => checkout(ctx, body),
  )
  const settings = { response: one(OrderSettingsSchema), access: 'staff' as const }
  r.get('/orders/settings', 'getOrderSettings', settings, (ctx) => getOrderSettings(ctx))
  r.put(
    '/orders/settings',
    'updateOrderSettings',
    { ...settings, body: OrderSettingsInputSchema },
    (ctx, { body }) => updateOrderSettings(ctx, body),
  )
  r.get(
    '/orders/terms',
    'getOrderTerms',
    {
      description: 'The terms and conditions a customer accepts at checkout, in English and Dutch.',
      response: one(OrderTermsSchema),
    },
    (ctx) => orderTerms(ctx),
  )
  r.get(
    '/orders',
    'listOrders',
    { query: OrderListQuerySchema, response: many(OrderSummarySchema) },
    (ctx, { query }) => orderList(ctx, query),
  )
  r.get(
    '/orders/:id',
    'getOrder',
    { params: IdParamsSchema, response: one(OrderSchema), problems: ['notFound'] },
    (ctx, { params }) => getOrder(ctx, params.id),
  )
  const staff = {
    params: IdParamsSchema,
    response: one(OrderSchema),
    problems: ['notFound', 'conflict'] as const,
    access: 'staff' as const,
  }
  r.post('/orders/:id/approve', 'approveOrder', staff, (ctx, { params }) => approveOrder(ctx, params.id))
  r.post('/orders/:id/cancel', 'cancelOrder', staff, (ctx, { params }) => cancelOrder(ctx, params.id))
  r.post('/orders/:id/retry', 'retryOrderProvisioning', staff, (ctx, { params }) =>
    retryProvisioning(ctx, params.id),
  )
}
