import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { RegistrarDomain } from '../../src/modules/domains/registrar/adapter.ts'
import { accountRoute, type FakeNotification, send } from './fakeRealtimeRegisterAccount.ts'
import { dnsRoute, type FakeZone } from './fakeRealtimeRegisterDns.ts'
import { freePort } from './freePort.ts'

/**
 * A local stand-in for Realtime Register's REST API v2, as its documentation describes it: ApiKey
 * authentication (401 AuthenticationFailed), periods in months, mutations answered 202 with a
 * processId (updates and deletes 200 at once), the billables handshake on every billable call
 * (400 BillableAcknowledgmentNeededException with the quote; ?quote=true for the quote alone),
 * contact handles that cannot be deleted while a domain refers to them, notifications polled and
 * acknowledged, DNS zones (BASIC service) saved whole. Processes complete when they are first read; a transfer with the auth code
 * 'wrong-code' fails. `latencyMs` delays every answer (benchmarks use 50 ms).
 */
export type FakeRequest = {
  method: string
  path: string
  query: string
  headers: IncomingMessage['headers']
  body: unknown
}
type Billable = { product: string; action: string; quantity: number; amount: number }
type Process = {
  id: number
  action: string
  identifier: string
  status: string
  error?: { message: string }
  apply: () => string | null
}
export type FakeDomain = Pick<
  RegistrarDomain,
  'domainName' | 'registrant' | 'contacts' | 'ns' | 'status' | 'expiryDate'
> & {
  authcode: string
  /** Its zone at the DNS service signed (zone.dnssec on update). */
  dnssec?: boolean
}

/** What every Realtime Register fake offers: where it listens, its credentials and the requests it saw. */
export type FakeRealtimeRegisterServer = {
  url: string
  apiKey: string
  customer: string
  requests: FakeRequest[]
  close(): Promise<void>
}

export type FakeRealtimeRegister = FakeRealtimeRegisterServer & {
  domains: Map<string, FakeDomain>
  contacts: Map<string, Record<string, unknown>>
  /** Zones of its DNS service by name. */
  zones: Map<string, FakeZone>
  latencyMs: number
}

const YEAR_PRICE = 1000
const PREMIUM_PRICE = 50_000
const premium = (name: string) => (name.split('.')[0] ?? '').length <= 3

export async function startFakeRealtimeRegister(
  options: { latencyMs?: number } = {},
): Promise<FakeRealtimeRegister> {
  const port = await freePort()
  const fake: FakeRealtimeRegister = {
    url: `http://127.0.0.1:${port}/v2`,
    apiKey: 'fake-api-key',
    customer: 'portico-test',
    requests: [],
    domains: new Map(),
    contacts: new Map(),
    zones: new Map(),
    latencyMs: options.latencyMs ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const processes = new Map<number, Process>()
  const notifications: FakeNotification[] = []
  let nextId = 1000

  const quoteOf = (action: string, name: string, period: number) => {
    const tld = name.slice(name.indexOf('.') + 1)
    const quantity = action === 'RESTORE' ? 1 : period / 12
    const price = premium(name) ? PREMIUM_PRICE : YEAR_PRICE
    const billables: Billable[] = [{ product: `domain_${tld}`, action, quantity, amount: quantity * price }]
    return { currency: 'EUR', total: quantity * price, billables }
  }

  function startProcess(action: string, identifier: string, apply: () => string | null) {
    const id = nextId++
    processes.set(id, { id, action: action.toLowerCase(), identifier, status: 'RUNNING', apply })
    return id
  }

  /** A billable mutation: months checked, the quote answered or demanded, then a process. */
  function billable(
    res: ServerResponse,
    query: URLSearchParams,
    body: Record<string, unknown>,
    action: string,
    name: string,
    apply: () => string | null,
  ) {
    const period = action === 'RESTORE' ? 12 : Number(body.period)
    if (!Number.isInteger(period) || period < 12 || period % 12 !== 0)
      return send(res, 400, {
        type: 'InvalidParameter',
        message: `Invalid period ${body.period}: months, whole years`,
      })
    const quote = quoteOf(action, name, period)
    if (query.get('quote') === 'true') return send(res, 200, { quote })
    if (JSON.stringify(body.billables) !== JSON.stringify(quote.billables))
      return send(res, 400, {
        type: 'BillableAcknowledgmentNeededException',
        message: 'Billables must be acknowledged',
        quote,
      })
    const id = startProcess(action, name, apply)
    return send(res, 202, { processId: id }, { 'x-process-id': String(id) })
  }

  function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ) {
    const m = req.method ?? 'GET'
    if (req.headers.authorization !== `ApiKey ${fake.apiKey}`)
      return send(res, 401, { type: 'AuthenticationFailed', message: 'Authentication failed' })
    const check = /^\/domains\/([^/]+)\/check$/.exec(path)
    if (check && m === 'GET') {
      const name = decodeURIComponent(check[1] ?? '')
      if (fake.domains.has(name))
        return send(res, 200, { available: false, premium: false, reason: 'Domain name is registered' })
      return send(
        res,
        200,
        premium(name)
          ? { available: true, premium: true, price: PREMIUM_PRICE, currency: 'EUR' }
          : { available: true, premium: false },
      )
    }
    const domainPath = /^\/domains\/([^/]+)(\/(transfer|renew|restore|update))?$/.exec(path)
    if (domainPath) {
      const name = decodeURIComponent(domainPath[1] ?? '')
      const op = domainPath[3]
      const held = fake.domains.get(name)
      if (!op && m === 'GET') {
        if (!held) return send(res, 404, { type: 'ObjectDoesNotExist', message: `Domain ${name} not found` })
        return send(res, 200, {
          ...held,
          customer: fake.customer,
          autoRenew: false,
          premium: premium(name),
          createdDate: '2026-01-01T00:00:00Z',
        })
      }
      if (!op && m === 'DELETE') {
        if (!held) return send(res, 404, { type: 'ObjectDoesNotExist', message: `Domain ${name} not found` })
        fake.domains.delete(name)
        return send(res, 200, undefined, { 'x-process-id': String(startProcess('DELETE', name, () => null)) })
      }
      if (m !== 'POST') return send(res, 405, { type: 'MethodNotAllowed', message: m })
      if ((!op || op === 'transfer') && body.customer !== fake.customer)
        return send(res, 403, {
          type: 'AuthorizationFailed',
          message: `Not customer ${String(body.customer)}`,
        })
      if ((!op || op === 'transfer') && query.get('quote') !== 'true') {
        const missing = [
          body.registrant,
          ...((body.contacts as FakeDomain['contacts']) ?? []).map((c) => c.handle),
        ].find((h) => !fake.contacts.has(String(h)))
        if (missing !== undefined)
          return send(res, 404, {
            type: 'ObjectDoesNotExist',
            message: `Contact ${String(missing)} not found`,
          })
      }
      const create = () => {
        fake.domains.set(name, {
          domainName: name,
          registrant: String(body.registrant),
          contacts: (body.contacts as FakeDomain['contacts']) ?? [],
          ns: (body.ns as string[]) ?? [],
          status: [],
          expiryDate: `${2026 + Number(body.period) / 12}-01-01T00:00:00Z`,
          authcode: 'Fake-auth-1',
        })
        return null
      }
      if (!op) {
        if (held) return send(res, 409, { type: 'ObjectExists', message: `Domain ${name} exists` })
        return billable(res, query, body, 'CREATE', name, create)
      }
      if (op === 'transfer')
        return billable(res, query, body, 'TRANSFER', name, () =>
          body.authcode === 'wrong-code' ? 'Invalid authcode' : create(),
        )
      if (!held) return send(res, 404, { type: 'ObjectDoesNotExist', message: `Domain ${name} not found` })
      if (op === 'renew') return billable(res, query, body, 'RENEW', name, () => null)
      if (op === 'restore') return billable(res, query, body, 'RESTORE', name, () => null)
      const zone = body.zone as { dnssec?: boolean } | undefined
      if (zone?.dnssec !== undefined) held.dnssec = zone.dnssec
      for (const key of ['ns', 'registrant', 'contacts', 'status'] as const)
        if (body[key] !== undefined) Object.assign(held, { [key]: body[key] })
      return send(res, 200, undefined, { 'x-process-id': String(startProcess('UPDATE', name, () => null)) })
    }
    const processPath = /^\/processes\/(\d+)$/.exec(path)
    if (processPath && m === 'GET') {
      const process = processes.get(Number(processPath[1]))
      if (!process) return send(res, 404, { type: 'ObjectDoesNotExist', message: 'Process not found' })
      if (process.status === 'RUNNING') {
        const error = process.apply()
        process.status = error ? 'FAILED' : 'COMPLETED'
        if (error) process.error = { message: error }
        const type = process.action === 'transfer' ? 'TransferDomainNotification' : 'DomainNotification'
        const message = `${process.action} ${process.identifier} ${process.status.toLowerCase()}`
        notifications.push({
          id: nextId++,
          notificationType: type,
          message,
          process: process.id,
          processIdentifier: process.identifier,
          acked: false,
        })
      }
      const { apply: _apply, ...shown } = process
      return send(res, 200, { ...shown, type: 'domain', customer: fake.customer })
    }
    if (path.startsWith('/dns/zones')) {
      const answered = dnsRoute(fake.zones, () => nextId++, res, m, path, query, body)
      if (answered !== null) return answered
    }
    const customerPath = /^\/customers\/([^/]+)\/(.+)$/.exec(path)
    if (customerPath) {
      if (decodeURIComponent(customerPath[1] ?? '') !== fake.customer)
        return send(res, 403, { type: 'AuthorizationFailed', message: 'Not your customer' })
      return accountRoute({ fake, notifications }, res, m, customerPath[2] ?? '', body)
    }
    return send(res, 404, { type: 'NotFound', message: `${m} ${path}` })
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const path = url.pathname.replace(/^\/v2/, '').replace(/\/$/, '')
      const text = Buffer.concat(chunks).toString('utf8')
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
      fake.requests.push({ method: req.method ?? 'GET', path, query: url.search, headers: req.headers, body })
      setTimeout(() => route(req, res, path, url.searchParams, body), fake.latencyMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return fake
}
