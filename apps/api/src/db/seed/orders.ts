import type { CartItemInput } from '@portico/contracts'
import { and, count, eq } from 'drizzle-orm'
import { withDatabase } from '../../auth/context.ts'
import { systemContext } from '../../auth/system.ts'
import { orderLine } from '../../modules/connectivity/internet.service.ts'
import { addCartItem, applyPromotion } from '../../modules/orders/cart.service.ts'
import { checkout } from '../../modules/orders/checkout.service.ts'
import { approveOrder } from '../../modules/orders/orders.service.ts'
import type { Platform } from '../../platform.ts'
import type { Db } from '../client.ts'
import { catalogProducts, companies, orders } from '../schema/index.ts'
import { DEMO_LINE_ADDRESS, demoWishDate } from './connectivity.ts'

type Line = [
  code: string,
  period: CartItemInput['period'],
  quantity?: number,
  options?: CartItemInput['options'],
]

/**
 * Demo orders on first start, placed through the real cart and checkout (so orders, invoices,
 * services and the ledger agree): Acme and Globex buy from the provider, Initech from its reseller
 * Resell IT (the provider bills Resell IT its purchase price, Resell IT bills Initech its own). Three are approved, so the sandbox
 * sets their services up; one waits for staff at /admin/orders.
 */
export async function seedDemoOrders(base: { db: Db; platform: Platform }): Promise<void> {
  const [placed] = await base.db.select({ n: count() }).from(orders)
  if ((placed?.n ?? 0) > 0) return
  const [provider] = await base.db.select().from(companies).where(eq(companies.kind, 'provider'))
  if (!provider) return
  const ctx = await systemContext(base, provider.id, 'seed:orders')
  const companyId = async (name: string) => {
    const [row] = await base.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name))
    if (!row) throw new Error(`the demo data has no company ${name}`)
    return row.id
  }
  const productId = async (code: string) => {
    const [row] = await base.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(and(eq(catalogProducts.provider_id, provider.id), eq(catalogProducts.code, code)))
    if (!row) throw new Error(`the demo catalogue has no ${code}`)
    return row.id
  }
  const order = async (company: string, lines: Line[], promotion?: string) => {
    const scoped = { ...ctx, scopeCompanyId: await companyId(company) }
    for (const [code, period, quantity = 1, options = {}] of lines) {
      await addCartItem(scoped, { product_id: await productId(code), period, quantity, options })
    }
    if (promotion) await applyPromotion(scoped, promotion)
    return checkout(scoped, { accept_terms: true, notes: 'Demo order' })
  }
  const approved = [
    await order(
      'Acme B.V.',
      [
        ['WEB-PLUS', 'P1M', 1, { 'EXTRA-10GB': 2 }],
        ['M365-BS', 'P1M', 5],
      ],
      'WELKOM10',
    ),
    await order('Globex Ltd', [
      ['VPS-M', 'P1Y', 1, { OS: 'DEBIAN' }],
      ['S3-1TB', 'P1M'],
    ]),
    await order('Initech', [
      ['WEB-BASIS', 'P1M'],
      ['M365-BP', 'P1M', 3],
    ]),
  ]
  // Acme's fibre line goes through the internet page's order (a line the provisioning claims); its
  // transaction must see the scope too, so the context is made anew rather than spread.
  await orderLine(withDatabase({ ...ctx, scopeCompanyId: await companyId('Acme B.V.') }, base.db), {
    ...DEMO_LINE_ADDRESS,
    addition: null,
    package_code: 'FIBER-500',
    period: 'P1M',
    wish_date: demoWishDate(ctx),
  })
  await order('Acme B.V.', [['INSTALL-ONSITE', 'once']])
  for (const placedOrder of approved) await approveOrder(ctx, placedOrder.id)
}
