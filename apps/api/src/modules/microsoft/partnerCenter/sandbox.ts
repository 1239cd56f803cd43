import { randomUUID } from 'node:crypto'
import { changeTermNow, type NceSubscription, termAllowsBilling, termEndFor } from '@portico/domain'
import type { RequestContext } from '../../../auth/context.ts'
import {
  countLiveSandboxSubscriptions,
  countSandboxCustomers,
  findSandboxCustomer,
  insertSandboxCart,
  insertSandboxCustomer,
  insertSandboxSubscription,
  listSandboxSubscriptions,
  lockSandboxCart,
  lockSandboxSubscription,
  type SandboxCustomerRow,
  type SandboxSubscriptionRow,
  sandboxDomainTaken,
  setSandboxAgreement,
  setSandboxCartOrdered,
  updateSandboxSubscription,
} from '../sandboxPartnerCenter.repository.ts'
import {
  type PartnerCenter,
  PartnerCenterError,
  type PcCheckoutResult,
  type PcCustomer,
  type PcOrder,
} from './adapter.ts'
import { SANDBOX_CATALOG, SANDBOX_LIMITS, sandboxCatalogItem, sandboxSku } from './sandboxCatalog.ts'
import { LIMIT, patched } from './sandboxPatch.ts'
import { allowed, columnsOf, nceOf, settled, subscriptionResource } from './sandboxSubscriptions.ts'

const CART_DAYS = 7

function partnerOf(ctx: RequestContext): string {
  if (!ctx.providerId) throw new PartnerCenterError('403', 'No partner account.', 403)
  return ctx.providerId
}

const customerResource = (row: SandboxCustomerRow): PcCustomer => ({
  id: row.id,
  companyProfile: { tenantId: row.id, domain: row.domain, companyName: row.company_name },
  relationshipToPartner: 'reseller',
})

async function customerOf(ctx: RequestContext, customerId: string) {
  const row = await findSandboxCustomer(ctx, partnerOf(ctx), customerId)
  if (!row) throw new PartnerCenterError('600008', 'The customer was not found.', 404)
  return row
}

/** The subscription locked, its due renewals applied and stored (each renewal happens once). */
async function lockedSubscription(ctx: RequestContext, customerId: string, id: string) {
  await customerOf(ctx, customerId)
  const row = await lockSandboxSubscription(ctx, customerId, id)
  if (!row) throw new PartnerCenterError('800008', 'The subscription was not found.', 404)
  return store(ctx, row, settled(nceOf(row), ctx.platform.now()))
}

async function store(ctx: RequestContext, row: SandboxSubscriptionRow, sub: NceSubscription) {
  const item = sandboxSku(sub.skuId)
  const saved = await updateSandboxSubscription(ctx, row.id, {
    ...columnsOf(sub),
    catalog_item_id: item?.catalogItemId ?? row.catalog_item_id,
  })
  return { row: saved, sub: nceOf(saved) }
}

/** Partner Center's integration sandbox, its state in our database (ms_sandbox_*). */
export function sandboxPartnerCenter(): PartnerCenter {
  return {
    mode: 'sandbox',
    async domainAvailable(ctx, domain) {
      return !(await sandboxDomainTaken(ctx, domain.toLowerCase()))
    },
    async createCustomer(ctx, customer) {
      const partnerId = partnerOf(ctx)
      if ((await countSandboxCustomers(ctx, partnerId)) >= SANDBOX_LIMITS.customers) {
        throw new PartnerCenterError(LIMIT, `The sandbox allows ${SANDBOX_LIMITS.customers} customers.`, 400)
      }
      const row = await insertSandboxCustomer(ctx, {
        partner_id: partnerId,
        domain: customer.domain.toLowerCase(),
        company_name: customer.companyName,
      })
      if (!row) throw new PartnerCenterError('400', 'The domain is not available.', 409)
      return customerResource(row)
    },
    async customer(ctx, customerId) {
      const row = await findSandboxCustomer(ctx, partnerOf(ctx), customerId)
      return row ? customerResource(row) : null
    },
    async acceptAgreement(ctx, customerId, acceptedAt) {
      await setSandboxAgreement(ctx, (await customerOf(ctx, customerId)).id, acceptedAt)
    },
    async catalog() {
      return SANDBOX_CATALOG
    },
    async createCart(ctx, customerId, lineItems) {
      await customerOf(ctx, customerId)
      for (const line of lineItems) {
        const item = sandboxCatalogItem(line.catalogItemId)
        const term = item?.terms.find(
          (t) => t.duration === line.termDuration && t.billingCycle === line.billingCycle,
        )
        if (!term || !termAllowsBilling(line.termDuration, line.billingCycle)) {
          throw new PartnerCenterError(
            '400',
            `The catalog item ${line.catalogItemId} is not sold in this term.`,
            400,
          )
        }
      }
      const now = ctx.platform.now()
      const row = await insertSandboxCart(ctx, {
        customer_id: customerId,
        line_items: lineItems,
        created_at: now,
        expires_at: new Date(now.getTime() + CART_DAYS * 86_400_000),
      })
      return {
        id: row.id,
        creationTimestamp: row.created_at.toISOString(),
        expirationTimestamp: row.expires_at.toISOString(),
        status: row.status,
        lineItems,
      }
    },
    async checkout(outer, customerId, cartId) {
      return outer.transaction(async (ctx) => {
        await customerOf(ctx, customerId)
        const cart = await lockSandboxCart(ctx, customerId, cartId)
        if (!cart) throw new PartnerCenterError('800003', 'The cart was not found.', 404)
        if (cart.status === 'Ordered') return cart.checkout_result as PcCheckoutResult
        const now = ctx.platform.now()
        if (cart.expires_at <= now) throw new PartnerCenterError('800036', 'The cart has expired.', 400)
        const order: PcOrder = {
          id: randomUUID(),
          referenceCustomerId: customerId,
          creationDate: now.toISOString(),
          status: 'completed',
          lineItems: [],
        }
        const result: PcCheckoutResult = { orders: [], orderErrors: [] }
        let live = await countLiveSandboxSubscriptions(ctx, customerId)
        for (const line of cart.line_items as Parameters<PartnerCenter['createCart']>[2]) {
          const item = sandboxCatalogItem(line.catalogItemId)
          if (
            !item ||
            live >= SANDBOX_LIMITS.subscriptionsPerCustomer ||
            line.quantity > SANDBOX_LIMITS.licensesPerSubscription
          ) {
            const description =
              'Requested number of assets exceeded remaining limit of 0 assets allowed per customer.'
            result.orderErrors.push({ orderGroupId: String(line.id), code: LIMIT, description })
            continue
          }
          const termStart = now.toISOString().slice(0, 10)
          const sub = await insertSandboxSubscription(ctx, {
            customer_id: customerId,
            order_id: order.id,
            catalog_item_id: item.catalogItemId,
            sku_id: `${item.productId}:${item.skuId}`,
            friendly_name: line.friendlyName ?? item.title,
            quantity: line.quantity,
            term: line.termDuration,
            billing: line.billingCycle,
            term_start: termStart,
            term_end: termEndFor(termStart, line.termDuration),
            batches: [{ quantity: line.quantity, purchasedAt: now.toISOString() }],
            created_at: now,
          })
          live++
          order.lineItems.push({
            lineItemNumber: line.id,
            offerId: item.catalogItemId,
            subscriptionId: sub.id,
            termDuration: line.termDuration,
            quantity: line.quantity,
          })
        }
        if (order.lineItems.length) result.orders.push(order)
        await setSandboxCartOrdered(ctx, cart.id, result)
        return result
      })
    },
    async subscriptions(outer, customerId) {
      return outer.transaction(async (ctx) => {
        await customerOf(ctx, customerId)
        const rows = await listSandboxSubscriptions(ctx, customerId)
        const now = ctx.platform.now()
        return Promise.all(
          rows.map(async (row) => {
            const { row: current, sub } = await lockedSubscription(ctx, customerId, row.id)
            return subscriptionResource(current, sub, now)
          }),
        )
      })
    },
    async subscription(outer, customerId, subscriptionId) {
      return outer.transaction(async (ctx) => {
        try {
          const { row, sub } = await lockedSubscription(ctx, customerId, subscriptionId)
          return subscriptionResource(row, sub, ctx.platform.now())
        } catch (e) {
          if (e instanceof PartnerCenterError && e.status === 404) return null
          throw e
        }
      })
    },
    async updateSubscription(outer, customerId, subscriptionId, patch) {
      return outer.transaction(async (ctx) => {
        const now = ctx.platform.now()
        const { row, sub } = await lockedSubscription(ctx, customerId, subscriptionId)
        const next = patched(sub, patch, now)
        const saved = await store(ctx, row, next)
        const renamed = patch.friendlyName
          ? await updateSandboxSubscription(ctx, row.id, { friendly_name: patch.friendlyName })
          : saved.row
        return subscriptionResource(renamed, saved.sub, now)
      })
    },
    async transition(outer, customerId, subscriptionId, to) {
      return outer.transaction(async (ctx) => {
        const now = ctx.platform.now()
        const { row, sub } = await lockedSubscription(ctx, customerId, subscriptionId)
        const decision = changeTermNow(sub, { term: to.termDuration, billing: to.billingCycle }, now)
        allowed(decision)
        const longer = decision.term !== sub.term
        const next: NceSubscription = {
          ...sub,
          term: decision.term,
          billing: decision.billing,
          termStart: decision.termStart,
          termEnd: decision.termEnd,
          batches: longer ? [{ quantity: sub.quantity, purchasedAt: now.toISOString() }] : sub.batches,
          scheduled: null,
        }
        const saved = await store(ctx, row, next)
        return subscriptionResource(saved.row, saved.sub, now)
      })
    },
  }
}
