import { randomInt } from 'node:crypto'
import {
  type HostingOffer,
  type HostingOrderInput,
  HostingOrderInputSchema,
  type HostingOrderResult,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest } from '../../lib/errors.ts'
import { listOffers, offerFor } from '../catalog/offers.service.ts'
import { addCartLineFor, orderingCompany } from '../orders/cart.service.ts'
import { getHostingAccount, toLimits } from './accounts.service.ts'
import {
  insertHostingAccount,
  panelProducts,
  productFacts,
  setHostingAccount,
  usernameTaken,
} from './hosting.repository.ts'
import { hostingTexts } from './hosting.texts.ts'

/**
 * A panel login for a domain: its first letters (a letter first, as DirectAdmin and cPanel want)
 * and four digits, at most 10 characters, one the panel's accounts do not have yet.
 */
async function usernameFor(ctx: RequestContext, domain: string): Promise<string> {
  const letters = domain.replace(/[^a-z0-9]/g, '').replace(/^[0-9]+/, '')
  const base = (letters || 'web').slice(0, 6)
  for (;;) {
    const name = `${base}${randomInt(1000, 10_000)}`
    if (!(await usernameTaken(ctx, ctx.platform.hostingPanel.key, name))) return name
  }
}

/**
 * Web hosting ordered for a domain: a package (a `hosting.web` product set up by the hosting panel)
 * the company may order in that period, kept as an account waiting for its order and put in the cart
 * as the product's line. The order's provisioning (the `hosting` adapter) claims the account for its
 * service and creates it at the panel, so it is invoiced and billed recurring like every product.
 */
export async function orderWebHosting(
  ctx: RequestContext,
  body: HostingOrderInput,
): Promise<HostingOrderResult> {
  const input = HostingOrderInputSchema.parse(body)
  const companyId = orderingCompany(ctx)
  const offer = await offerFor(ctx, companyId, { productId: input.product_id, period: input.period })
  const facts = await productFacts(ctx, input.product_id)
  if (offer?.offer.category !== 'hosting.web' || facts?.adapter !== 'hosting')
    throw new BadRequest(hostingTexts.notOffered, [{ field: 'product_id', message: hostingTexts.notOffered }])
  const username = await usernameFor(ctx, input.domain)
  const result = await ctx.transaction(async (tx) => {
    const row = await insertHostingAccount(tx, {
      provider_id: ctx.providerId ?? companyId,
      company_id: companyId,
      panel: tx.platform.hostingPanel.key,
      username,
      domain: input.domain,
      package: facts.code,
      status: 'ordered',
    })
    const cartItemId = await addCartLineFor(
      tx,
      { product_id: input.product_id, period: input.period },
      input.domain,
    )
    await setHostingAccount(tx, row.id, { cart_item_id: cartItemId })
    await audit(tx, {
      action: 'hosting_account.ordered',
      entity: 'hosting_account',
      entity_id: row.id,
      company_id: companyId,
      after: { domain: input.domain, package: facts.code, period: input.period },
    })
    return { id: row.id, cartItemId }
  })
  return { account: await getHostingAccount(ctx, result.id), cart_item_id: result.cartItemId }
}

/** The web hosting packages the company may order (products the panel sets up), with the panel's limits. */
export async function listHostingOffers(ctx: RequestContext, companyId: string): Promise<HostingOffer[]> {
  const offers = await listOffers(ctx, { companyId, category: 'hosting.web' })
  const panel = await panelProducts(
    ctx,
    offers.map((o) => o.product_id),
  )
  const packages = new Map((await ctx.platform.hostingPanel.packages(ctx)).map((p) => [p.name, p.limits]))
  return offers.flatMap((offer) => {
    const product = panel.find((p) => p.id === offer.product_id)
    if (!product) return []
    const limits = packages.get(product.code)
    return [
      {
        product_id: offer.product_id,
        code: offer.code,
        name_en: offer.name_en,
        name_nl: offer.name_nl,
        prices: offer.prices,
        limits: limits ? toLimits(limits) : null,
      },
    ]
  })
}
