import { randomUUID } from 'node:crypto'
import type {
  PcCartLineItem,
  PcCheckoutResult,
  PcSubscription,
} from '../../src/modules/microsoft/partnerCenter/adapter.ts'
import { type FakeReply, type FakeRequest, startFakeMicrosoftServer } from './fakeMicrosoftHttp.ts'
import { FAKE_PC_PRODUCTS, newSubscription, TERMS } from './fakePartnerCenterData.ts'

/**
 * A local stand-in for Partner Center's REST API v1 as its documentation describes it: customers
 * (HEAD /domains for the onmicrosoft check), the MCA agreement, products → SKUs → availabilities with
 * their terms, carts (7 days) and their checkout (orders + orderErrors; a repeated MS-RequestId gets
 * the first result, a second checkout of an ordered cart is refused), subscriptions with PATCH and
 * transitions. Errors are `{ code, description }` with Microsoft's codes.
 */
type Cart = {
  id: string
  customerId: string
  lineItems: PcCartLineItem[]
  status: 'Active' | 'Ordered'
  expires: number
  created: string
}

const error = (status: number, code: number, description: string): FakeReply => ({
  status,
  body: { code, description, errorName: 'PartnerError', source: 'PartnerFD' },
})

export async function startFakePartnerCenter() {
  const customers = new Map<string, { id: string; domain: string; companyName: string }>()
  const agreements: Array<{ customerId: string; templateId: string; dateAgreed: string }> = []
  const carts = new Map<string, Cart>()
  const checkouts = new Map<string, PcCheckoutResult>()
  const subscriptions = new Map<string, PcSubscription & { customerId: string }>()
  const transitions: unknown[] = []
  const state = { failNext: 0 }

  function checkout(cart: Cart, requestId: string | undefined): FakeReply {
    const replay = requestId ? checkouts.get(requestId) : undefined
    if (replay) return { status: 200, body: replay }
    if (cart.status === 'Ordered') return error(400, 800002, 'The cart has already been checked out.')
    if (cart.expires < Date.now()) return error(400, 800036, 'The cart has expired.')
    const now = new Date().toISOString()
    const orderId = randomUUID()
    const lineItems = cart.lineItems.map((line) => {
      const id = randomUUID()
      subscriptions.set(id, { customerId: cart.customerId, ...newSubscription(id, line) })
      return {
        lineItemNumber: line.id,
        offerId: line.catalogItemId,
        subscriptionId: id,
        termDuration: line.termDuration,
        quantity: line.quantity,
      }
    })
    const result: PcCheckoutResult = {
      orders: [
        {
          id: orderId,
          referenceCustomerId: cart.customerId,
          creationDate: now,
          status: 'completed',
          lineItems,
        },
      ],
      orderErrors: [],
    }
    cart.status = 'Ordered'
    if (requestId) checkouts.set(requestId, result)
    return { status: 200, body: result }
  }

  function subscriptionRoute(req: FakeRequest, customerId: string, id: string, rest: string): FakeReply {
    const sub = subscriptions.get(id)
    if (!sub || sub.customerId !== customerId) return error(404, 800008, 'The subscription was not found.')
    const { customerId: _c, ...resource } = sub
    if (req.method === 'GET' && !rest) return { status: 200, body: resource }
    if (req.method === 'POST' && rest === '/transitions') {
      transitions.push(req.body)
      Object.assign(sub, {
        termDuration: req.body.termDuration,
        billingCycle: String(req.body.billingCycle).toLowerCase(),
      })
      return { status: 201, body: { id: randomUUID(), status: 'complete', ...req.body } }
    }
    if (req.method === 'PATCH' && !rest) {
      const patch = req.body as Partial<PcSubscription>
      if (patch.status === 'deleted' && Date.parse(sub.cancellationAllowedUntilDate) < Date.now())
        return error(400, 800006, 'Cancellation is not allowed after the cancellation window.')
      Object.assign(sub, {
        quantity: patch.quantity,
        status: patch.status,
        autoRenewEnabled: patch.autoRenewEnabled,
      })
      const { customerId: _x, ...after } = sub
      return { status: 200, body: after }
    }
    return error(405, 405, 'Method not allowed')
  }

  function route(req: FakeRequest): FakeReply {
    if (state.failNext > 0) {
      state.failNext--
      return { status: 503, body: { code: 503, description: 'Service unavailable' } }
    }
    const p = req.path
    let m = p.match(/^\/v1\/domains\/([^/]+)$/)
    if (m && req.method === 'HEAD')
      return { status: [...customers.values()].some((c) => c.domain === m?.[1]) ? 200 : 404 }
    if (p === '/v1/customers' && req.method === 'POST') {
      const profile = req.body.billingProfile as { companyName: string }
      const domain = (req.body.companyProfile as { domain: string }).domain
      if ([...customers.values()].some((c) => c.domain === domain))
        return error(409, 600047, 'The domain is not available.')
      const id = randomUUID()
      customers.set(id, { id, domain, companyName: profile.companyName })
      return {
        status: 201,
        body: {
          id,
          companyProfile: { tenantId: id, domain, companyName: profile.companyName },
          relationshipToPartner: 'reseller',
        },
      }
    }
    if (p === '/v1/agreements')
      return {
        status: 200,
        body: {
          totalCount: 1,
          items: [
            {
              templateId: '117a1e2f-1111-4f7a-9f5c-2d0f2b8c1a11',
              agreementType: 'MicrosoftCustomerAgreement',
            },
          ],
        },
      }
    m = p.match(/^\/v1\/products\/([^/]+)\/skus(?:\/([^/]+)\/availabilities)?$/)
    if (m) {
      const product = FAKE_PC_PRODUCTS[m[1] as keyof typeof FAKE_PC_PRODUCTS]
      if (!product || !req.query.get('country')) return error(400, 400, 'Unknown product or country missing.')
      if (!m[2])
        return {
          status: 200,
          body: {
            totalCount: product.skus.length,
            items: product.skus.map((s) => ({ ...s, productId: m?.[1] })),
          },
        }
      const catalogItemId = `${m[1]}:${m[2]}:${product.availability}`
      return {
        status: 200,
        body: {
          totalCount: 1,
          items: [{ id: product.availability, productId: m[1], skuId: m[2], catalogItemId, terms: TERMS }],
        },
      }
    }
    m = p.match(/^\/v1\/customers\/([^/]+)(\/.*)?$/)
    const customer = m?.[1] ? customers.get(m[1]) : undefined
    if (!m || !customer) return error(404, 600008, 'The customer was not found.')
    const rest = m[2] ?? ''
    if (!rest && req.method === 'GET')
      return {
        status: 200,
        body: {
          id: customer.id,
          companyProfile: {
            tenantId: customer.id,
            domain: customer.domain,
            companyName: customer.companyName,
          },
          relationshipToPartner: 'reseller',
        },
      }
    if (rest === '/profiles/billing')
      return { status: 200, body: { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.example' } }
    if (rest === '/agreements' && req.method === 'POST') {
      agreements.push({
        customerId: customer.id,
        templateId: String(req.body.templateId),
        dateAgreed: String(req.body.dateAgreed),
      })
      return { status: 201, body: req.body }
    }
    if (rest === '/carts' && req.method === 'POST') {
      // One reading of the clock: two could fall in different milliseconds on a busy machine.
      const now = Date.now()
      const cart: Cart = {
        id: randomUUID(),
        customerId: customer.id,
        lineItems: req.body.lineItems as PcCartLineItem[],
        status: 'Active',
        expires: now + 7 * 86_400_000,
        created: new Date(now).toISOString(),
      }
      carts.set(cart.id, cart)
      return {
        status: 201,
        body: {
          id: cart.id,
          creationTimestamp: cart.created,
          expirationTimestamp: new Date(cart.expires).toISOString(),
          status: cart.status,
          lineItems: cart.lineItems,
        },
      }
    }
    m = rest.match(/^\/carts\/([^/]+)\/checkout$/)
    if (m && req.method === 'POST') {
      const cart = carts.get(m[1] ?? '')
      if (!cart || cart.customerId !== customer.id) return error(404, 800003, 'The cart was not found.')
      return checkout(cart, req.headers['ms-requestid'] as string | undefined)
    }
    if (rest === '/subscriptions') {
      const items = [...subscriptions.values()]
        .filter((s) => s.customerId === customer.id)
        .map(({ customerId: _c, ...s }) => s)
      return { status: 200, body: { totalCount: items.length, items } }
    }
    m = rest.match(/^\/subscriptions\/([^/]+)(\/transitions)?$/)
    if (m) return subscriptionRoute(req, customer.id, m[1] ?? '', m[2] ?? '')
    return error(404, 404, 'Not found')
  }

  const server = await startFakeMicrosoftServer('https://api.partnercenter.microsoft.com/.default', route, {
    code: 401,
    description: 'Unauthorized',
  })
  return { ...server, customers, agreements, carts, subscriptions, transitions, state }
}
export type FakePartnerCenter = Awaited<ReturnType<typeof startFakePartnerCenter>>
