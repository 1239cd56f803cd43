import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import 'reflect-metadata'
import * as x509 from '@peculiar/x509'

/**
 * A local stand-in for Mollie's Payments API v2 (docs.mollie.com/reference/create-payment and
 * get-payment): Bearer API keys (`test_…`), `POST /v2/payments` (amount a string with the currency's
 * two decimals, description, redirectUrl and webhookUrl required, at least 1.00), `GET
 * /v2/payments/{id}` with `_links.checkout` while open, `paidAt` once paid and `amountChargedBack`
 * after a chargeback. Errors are Mollie's `{ status, title, detail, field }` as application/hal+json.
 * The test plays the customer (`pay`) and the bank (`chargeBack`); `notify` posts `id` to the webhook.
 * Recurring (docs.mollie.com/docs/recurring-payments): `POST /v2/customers`, a `first` payment whose
 * payment makes a valid mandate, `GET /v2/customers/{id}/mandates` (HAL, `_embedded.mandates`),
 * `DELETE …/mandates/{id}` (204), and `recurring` payments (customerId with a valid mandate, no
 * checkout, no redirectUrl needed). An `Idempotency-Key` seen before answers the first result.
 */
export type FakeMollie = Awaited<ReturnType<typeof startFakeMollie>>

type Stored = Record<string, unknown> & {
  id: string
  status: string
  amount: { currency: string; value: string }
}

const API_KEY = 'test_portico0000000000000000000000'
/** A second Mollie account (a reseller's own): its payments are not the first account's to read. */
const OTHER_API_KEY = 'test_resellit0000000000000000000000'

export async function startFakeMollie() {
  const payments = new Map<string, Stored>()
  const customers = new Map<string, Record<string, unknown> & { id: string }>()
  const mandates = new Map<
    string,
    { id: string; customerId: string; status: string; method: string; details: object }
  >()
  const idempotent = new Map<string, Stored>()
  const requests: { method: string; path: string; body: unknown; authorization?: string }[] = []
  let base = ''

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/hal+json' })
    res.end(JSON.stringify(body))
  }
  const problem = (res: ServerResponse, status: number, title: string, detail: string, field?: string) =>
    send(res, status, {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
      },
    })
  const view = (p: Stored) => ({
    ...p,
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `${base}/checkout/${p.id}`, type: 'text/html' } } : {}),
      dashboard: { href: `https://my.mollie.com/dashboard/payments/${p.id}`, type: 'text/html' },
    },
  })

  async function create(req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) {
    const amount = body.amount as { currency?: string; value?: string } | undefined
    if (!amount || typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value))
      return problem(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount.value')
    if (Number(amount.value) < 1)
      return problem(res, 422, 'Unprocessable Entity', 'The amount is lower than minimum.', 'amount')
    const sequenceType = (body.sequenceType as string | undefined) ?? 'oneoff'
    const required = sequenceType === 'recurring' ? ['description'] : ['description', 'redirectUrl']
    for (const field of required)
      if (typeof body[field] !== 'string' || !body[field])
        return problem(res, 422, 'Unprocessable Entity', `The ${field} is invalid`, field)
    const customerId = body.customerId as string | undefined
    if (sequenceType !== 'oneoff' && !(customerId && customers.has(customerId)))
      return problem(res, 422, 'Unprocessable Entity', 'The customer id is invalid', 'customerId')
    const mandate =
      sequenceType === 'recurring'
        ? [...mandates.values()].find(
            (m) =>
              m.customerId === customerId &&
              m.status === 'valid' &&
              (!body.mandateId || m.id === body.mandateId),
          )
        : undefined
    if (sequenceType === 'recurring' && !mandate)
      return problem(
        res,
        422,
        'Unprocessable Entity',
        'The customer does not have a valid mandate',
        'customerId',
      )
    const key = req.headers['idempotency-key']
    const repeated = typeof key === 'string' ? idempotent.get(key) : undefined
    if (repeated) return send(res, 201, view(repeated))
    const id = `tr_${randomBytes(5).toString('hex')}`
    const payment: Stored = {
      resource: 'payment',
      id,
      mode: 'test',
      createdAt: new Date().toISOString(),
      amount: { currency: amount.currency ?? 'EUR', value: amount.value },
      description: body.description,
      method: body.method ?? null,
      metadata: body.metadata ?? null,
      status: 'open',
      isCancelable: false,
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      profileId: 'pfl_fake',
      sequenceType,
      ...(customerId ? { customerId } : {}),
      ...(mandate ? { mandateId: mandate.id, method: mandate.method, status: 'pending' } : {}),
      redirectUrl: body.redirectUrl ?? null,
      webhookUrl: body.webhookUrl ?? null,
    }
    Object.defineProperty(payment, 'account', { value: req.headers.authorization, enumerable: false })
    payments.set(id, payment)
    if (typeof key === 'string') idempotent.set(key, payment)
    return send(res, 201, view(payment))
  }

  const mandateView = (m: {
    id: string
    customerId: string
    status: string
    method: string
    details: object
  }) => ({
    resource: 'mandate',
    id: m.id,
    mode: 'test',
    status: m.status,
    method: m.method,
    details: m.details,
    signatureDate: new Date().toISOString().slice(0, 10),
    createdAt: new Date().toISOString(),
    _links: {
      self: { href: `${base}/v2/customers/${m.customerId}/mandates/${m.id}`, type: 'application/hal+json' },
    },
  })

  function customerRoutes(method: string, path: string, body: Record<string, unknown>, res: ServerResponse) {
    if (method === 'POST' && path === '/v2/customers') {
      const id = `cst_${randomBytes(5).toString('hex')}`
      const customer = {
        resource: 'customer',
        id,
        mode: 'test',
        name: body.name ?? null,
        email: body.email ?? null,
        metadata: body.metadata ?? null,
        createdAt: new Date().toISOString(),
      }
      customers.set(id, customer)
      send(res, 201, {
        ...customer,
        _links: { self: { href: `${base}/v2/customers/${id}`, type: 'application/hal+json' } },
      })
      return true
    }
    const list = /^\/v2\/customers\/(cst_\w+)\/mandates$/.exec(path)
    if (method === 'GET' && list) {
      if (!customers.has(list[1] ?? '')) {
        problem(res, 404, 'Not Found', 'No customer exists with token.')
        return true
      }
      const found = [...mandates.values()].filter((m) => m.customerId === list[1] && m.status !== 'revoked')
      send(res, 200, {
        count: found.length,
        _embedded: { mandates: found.map(mandateView) },
        _links: {
          self: { href: `${base}${path}`, type: 'application/hal+json' },
          previous: null,
          next: null,
        },
      })
      return true
    }
    const one = /^\/v2\/customers\/(cst_\w+)\/mandates\/(mdt_\w+)$/.exec(path)
    if (method === 'DELETE' && one) {
      const mandate = mandates.get(one[2] ?? '')
      if (!mandate || mandate.customerId !== one[1]) {
        problem(res, 404, 'Not Found', 'No mandate exists with token.')
        return true
      }
      mandate.status = 'revoked'
      res.writeHead(204)
      res.end()
      return true
    }
    return false
  }

  const tls = await selfSignedTls()
  const server = createServer(tls, async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
    const path = (req.url ?? '').split('?')[0] ?? ''
    requests.push({ method: req.method ?? '', path, body, authorization: req.headers.authorization })
    const account = req.headers.authorization ?? ''
    if (account !== `Bearer ${API_KEY}` && account !== `Bearer ${OTHER_API_KEY}`)
      return problem(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate')
    if (req.method === 'POST' && path === '/v2/payments') return create(req, res, body)
    // Each account sees its own payments only.
    const named = /^\/v2\/payments\/(tr_\w+)/.exec(path)
    if (named && payments.get(named[1] ?? '')?.account !== account)
      return problem(res, 404, 'Not Found', 'No payment exists with token.')
    const refund = /^\/v2\/payments\/(tr_\w+)\/refunds$/.exec(path)
    if (req.method === 'POST' && refund) {
      const payment = payments.get(refund[1] ?? '')
      if (!payment) return problem(res, 404, 'Not Found', 'No payment exists with token.')
      const amount = body.amount as { currency: string; value: string }
      const left = Number(payment.amount.value) - Number(payment.amountRefunded ?? 0)
      if (payment.status !== 'paid' || Number(amount?.value) > left + 1e-9)
        return problem(
          res,
          422,
          'Unprocessable Entity',
          'The amount is higher than the amount that can be refunded',
          'amount',
        )
      payment.amountRefunded = (Number(payment.amountRefunded ?? 0) + Number(amount.value)).toFixed(2)
      return send(res, 201, {
        resource: 'refund',
        id: `re_${randomBytes(5).toString('hex')}`,
        amount,
        status: 'pending',
        description: body.description ?? '',
        paymentId: payment.id,
        createdAt: new Date().toISOString(),
        _links: { self: { href: `${base}${path}`, type: 'application/hal+json' } },
      })
    }
    if (path.startsWith('/v2/customers') && customerRoutes(req.method ?? '', path, body, res) !== undefined)
      return
    const found = /^\/v2\/payments\/(tr_\w+)$/.exec(path)
    if (req.method === 'GET' && found) {
      const payment = payments.get(found[1] ?? '')
      if (!payment) return problem(res, 404, 'Not Found', 'No payment exists with token.')
      return send(res, 200, view(payment))
    }
    return problem(res, 404, 'Not Found', 'The resource does not exist')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  const stored = (id: string) => {
    const payment = payments.get(id)
    if (!payment) throw new Error(`no payment ${id}`)
    return payment
  }
  return {
    url: `${base}/v2/`,
    apiKey: API_KEY,
    otherApiKey: OTHER_API_KEY,
    requests,
    /** The customer finishes the checkout with `method` and this outcome. */
    pay(id: string, status: 'paid' | 'failed' | 'canceled' | 'expired', method = 'ideal') {
      const payment = stored(id)
      Object.assign(payment, {
        status,
        method,
        ...(status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
      })
      // A paid first payment makes the customer's mandate (a card's, or SEPA direct debit for the bank methods).
      if (status === 'paid' && payment.sequenceType === 'first' && typeof payment.customerId === 'string') {
        const card = method === 'creditcard'
        const mandate = {
          id: `mdt_${randomBytes(5).toString('hex')}`,
          customerId: payment.customerId,
          status: 'valid',
          method: card ? 'creditcard' : 'directdebit',
          details: card
            ? {
                cardHolder: 'T. TEST',
                cardNumber: '6787',
                cardLabel: 'Mastercard',
                cardFingerprint: 'x',
                cardExpiryDate: '2030-12-31',
              }
            : { consumerName: 'T. TEST', consumerAccount: 'NL55INGB0000000000', consumerBic: 'INGBNL2A' },
        }
        mandates.set(mandate.id, mandate)
        payment.mandateId = mandate.id
      }
    },
    /** The customer's bank takes the whole amount back. */
    chargeBack(id: string) {
      const payment = stored(id)
      payment.amountChargedBack = { ...payment.amount }
    },
    /** Mollie's webhook call: a form post of the id only. */
    notify(id: string) {
      const url = stored(id).webhookUrl as string
      return fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A certificate for 127.0.0.1 signed by its own key, PEM. */
async function selfSignedTls() {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const
  const keys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=127.0.0.1',
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 24 * 3600_000),
    keys,
    signingAlgorithm: algorithm,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.SubjectAlternativeNameExtension([{ type: 'ip', value: '127.0.0.1' }]),
    ],
  })
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64')
  const key = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)?.join('\n')}\n-----END PRIVATE KEY-----\n`
  return { key, cert: cert.toString('pem') }
}
