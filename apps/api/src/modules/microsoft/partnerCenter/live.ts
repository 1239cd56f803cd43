import { createHash } from 'node:crypto'
import type { NceBilling, NceTerm } from '@portico/domain'
import { type EntraSettings, entraTokens } from '../entraToken.ts'
import {
  type PartnerCenter,
  PartnerCenterError,
  type PcCart,
  type PcCatalogItem,
  type PcCheckoutResult,
  type PcCustomer,
  type PcSubscription,
} from './adapter.ts'
import { SANDBOX_CATALOG, sandboxSku } from './sandboxCatalog.ts'

/** PARTNER_CENTER_* and MICROSOFT_*: the API, the app registration, the market the catalogue is read in. */
export type PartnerCenterSettings = EntraSettings & {
  /** https://api.partnercenter.microsoft.com */
  url: string
  /** The market (two letters) whose catalogue and prices apply. */
  country: string
  /** The products the portal sells (Partner Center product ids); the Microsoft 365 plans by default. */
  products?: string[]
  currency?: string
}

const SCOPE = 'https://api.partnercenter.microsoft.com/.default'
const CATALOG_MS = 3_600_000

type Availability = {
  catalogItemId: string
  productId: string
  skuId: string
  terms?: Array<{ duration: string; billingCycle: string }>
}

/** A deterministic MS-RequestId (UUID-shaped) for one effect: Partner Center answers a repeat with the first result. */
function requestId(effect: string): string {
  const h = createHash('sha256').update(effect).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}

const lower = <T extends string>(value: string) => value.toLowerCase() as T
const subscriptionOf = (raw: PcSubscription): PcSubscription => ({
  ...raw,
  status: lower(raw.status),
  billingCycle: lower(raw.billingCycle),
  refundableQuantity: raw.refundableQuantity ?? { totalQuantity: 0, details: [] },
  scheduledNextTermInstructions: raw.scheduledNextTermInstructions ?? null,
})

/**
 * Microsoft's Partner Center REST API (v1), app-only: a client-credentials token for the partner's
 * tenant. Errors come as `{ code, description }`; a refusal (4xx) is a PartnerCenterError with
 * Microsoft's code, Partner Center being away (5xx, network) a plain error the job retries. The
 * checkout sends a request id derived from the cart, so checking the same cart out again is one order.
 */
export function livePartnerCenter(settings: PartnerCenterSettings): PartnerCenter {
  const base = `${settings.url.replace(/\/+$/, '')}/v1`
  const token = entraTokens(
    settings,
    (status, message) => new PartnerCenterError(String(status), message, status),
  )
  let catalogCache: { items: PcCatalogItem[]; until: number } | null = null

  async function call<T>(method: string, path: string, body?: unknown, effect?: string): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      headers: {
        authorization: `Bearer ${await token(SCOPE)}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(effect ? { 'MS-RequestId': requestId(effect) } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    const json = text ? JSON.parse(text) : null
    if (response.status >= 500)
      throw new Error(`Partner Center answered ${response.status} to ${method} ${path}`)
    if (!response.ok) {
      const error = (json ?? {}) as { code?: number | string; description?: string }
      throw new PartnerCenterError(
        String(error.code ?? response.status),
        error.description ?? `Partner Center refused ${method} ${path}`,
        response.status,
      )
    }
    return json as T
  }

  const notFound = (error: unknown) => {
    if (error instanceof PartnerCenterError && error.status === 404) return null
    throw error
  }
  const country = encodeURIComponent(settings.country)

  async function loadCatalog(): Promise<PcCatalogItem[]> {
    const products = settings.products ?? [...new Set(SANDBOX_CATALOG.map((i) => i.productId))]
    const items: PcCatalogItem[] = []
    for (const productId of products) {
      const skus = await call<{ items: Array<{ id: string; title: string }> }>(
        'GET',
        `/products/${productId}/skus?country=${country}`,
      )
      for (const sku of skus.items) {
        const list = await call<{ items: Availability[] }>(
          'GET',
          `/products/${productId}/skus/${sku.id}/availabilities?country=${country}&targetSegment=commercial`,
        )
        const known = sandboxSku(`${productId}:${sku.id}`)
        for (const a of list.items) {
          items.push({
            catalogItemId: a.catalogItemId,
            productId,
            skuId: sku.id,
            title: sku.title,
            graphSkuId: known?.graphSkuId ?? '',
            skuPartNumber: known?.skuPartNumber ?? '',
            // Prices are Microsoft's price list (a download), not the catalogue: the portal's catalogue prices the sale.
            terms: (a.terms ?? []).map((t) => ({
              duration: t.duration as NceTerm,
              billingCycle: lower<NceBilling>(t.billingCycle),
              unitPriceMinor: 0,
              currency: settings.currency ?? 'EUR',
            })),
          })
        }
      }
    }
    return items
  }

  const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`
  const subscriptionPath = (customerId: string, id: string) =>
    `${customerPath(customerId)}/subscriptions/${encodeURIComponent(id)}`

  return {
    mode: 'live',
    async domainAvailable(_ctx, domain) {
      const taken = await call('HEAD', `/domains/${encodeURIComponent(domain)}`).then(() => true, notFound)
      return !taken
    },
    async createCustomer(_ctx, customer) {
      return call<PcCustomer>('POST', '/customers', {
        companyProfile: { domain: customer.domain },
        billingProfile: {
          email: customer.email,
          culture: 'en-US',
          language: 'en',
          companyName: customer.companyName,
          defaultAddress: { country: customer.country, email: customer.email },
        },
      })
    },
    async customer(_ctx, customerId) {
      return call<PcCustomer>('GET', customerPath(customerId)).catch(notFound)
    },
    async acceptAgreement(_ctx, customerId, acceptedAt) {
      const [templates, contact] = await Promise.all([
        call<{ items: Array<{ templateId: string }> }>(
          'GET',
          '/agreements?agreementType=MicrosoftCustomerAgreement',
        ),
        call<{ firstName?: string; lastName?: string; email?: string }>(
          'GET',
          `${customerPath(customerId)}/profiles/billing`,
        ),
      ])
      await call('POST', `${customerPath(customerId)}/agreements`, {
        primaryContact: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email },
        templateId: templates.items[0]?.templateId,
        dateAgreed: acceptedAt.toISOString(),
        type: 'MicrosoftCustomerAgreement',
      })
    },
    async catalog() {
      if (catalogCache && catalogCache.until > Date.now()) return catalogCache.items
      const items = await loadCatalog()
      catalogCache = { items, until: Date.now() + CATALOG_MS }
      return items
    },
    async createCart(_ctx, customerId, lineItems) {
      return call<PcCart>('POST', `${customerPath(customerId)}/carts`, { lineItems })
    },
    async checkout(_ctx, customerId, cartId) {
      const result = await call<PcCheckoutResult>(
        'POST',
        `${customerPath(customerId)}/carts/${encodeURIComponent(cartId)}/checkout`,
        {},
        `checkout:${customerId}:${cartId}`,
      )
      return { orders: result.orders ?? [], orderErrors: result.orderErrors ?? [] }
    },
    async subscriptions(_ctx, customerId) {
      const list = await call<{ items: PcSubscription[] }>('GET', `${customerPath(customerId)}/subscriptions`)
      return list.items.map(subscriptionOf)
    },
    async subscription(_ctx, customerId, subscriptionId) {
      const sub = await call<PcSubscription>('GET', subscriptionPath(customerId, subscriptionId)).catch(
        notFound,
      )
      return sub && subscriptionOf(sub)
    },
    async updateSubscription(_ctx, customerId, subscriptionId, patch) {
      // Partner Center takes the whole resource with the changed fields.
      const current = await call<PcSubscription>('GET', subscriptionPath(customerId, subscriptionId))
      const after = await call<PcSubscription>('PATCH', subscriptionPath(customerId, subscriptionId), {
        ...current,
        ...patch,
      })
      return subscriptionOf(after)
    },
    async transition(_ctx, customerId, subscriptionId, to) {
      const path = subscriptionPath(customerId, subscriptionId)
      const current = subscriptionOf(await call<PcSubscription>('GET', path))
      await call('POST', `${path}/transitions`, {
        toCatalogItemId: current.offerId,
        quantity: current.quantity,
        termDuration: to.termDuration ?? current.termDuration,
        billingCycle: to.billingCycle ?? current.billingCycle,
        transitionType: 'transition_only',
      })
      return subscriptionOf(await call<PcSubscription>('GET', path))
    },
  }
}
