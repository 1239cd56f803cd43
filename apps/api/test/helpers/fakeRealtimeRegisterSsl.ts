import { createServer, type ServerResponse } from 'node:http'
import 'reflect-metadata'
import * as x509 from '@peculiar/x509'
import type { FakeRealtimeRegisterServer, FakeRequest } from './fakeRealtimeRegister.ts'
import { freePort } from './freePort.ts'

/**
 * A local stand-in for Realtime Register's SSL API (REST v2 `/ssl`, `/processes`) as its
 * documentation describes it: ApiKey authentication, periods in months, a request answered 202 with
 * a processId, the billables handshake (400 BillableAcknowledgmentNeededException with the quote;
 * ?quote=true for the quote alone), the process's info with the DCV per name, resend, download in
 * PEM, revoke. A validation passes when the test calls `validate(processId)` (the CA saw the record,
 * the mail was approved); the process then completes with a certificate.
 */
export type FakeSslRequest = FakeRequest
type Dcv = { commonName: string; type: string; email?: string; status: string }
type Process = {
  id: number
  action: string
  status: string
  certificateId?: number
  dcv: Dcv[]
  request: Record<string, unknown>
}
type Certificate = {
  id: number
  product: string
  domainName: string
  san: string[]
  status: string
  pem: string
  start: Date
  end: Date
  subscriptionEnd: string
}

export type FakeRealtimeRegisterSsl = FakeRealtimeRegisterServer & {
  certificates: Map<number, Certificate>
  /** Marks every validation of the process as passed. */
  validate(processId: string): void
}

const YEAR_PRICE = 700
const EC = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(body === undefined ? '' : JSON.stringify(body))
}

export async function startFakeRealtimeRegisterSsl(): Promise<FakeRealtimeRegisterSsl> {
  const port = await freePort()
  const processes = new Map<number, Process>()
  const certificates = new Map<number, Certificate>()
  let nextId = 5000
  const keys = await crypto.subtle.generateKey(EC, true, ['sign', 'verify'])

  const quoteOf = (product: string, period: number) => ({
    currency: 'EUR',
    total: (period / 12) * YEAR_PRICE,
    billables: [
      { product: `ssl_${product}`, action: 'REQUEST', quantity: 1, amount: (period / 12) * YEAR_PRICE },
    ],
  })

  async function issue(process: Process, replaces?: Certificate) {
    const r = process.request
    const start = new Date()
    const end = new Date(start.getTime() + 199 * 86_400_000)
    const cert = await x509.X509CertificateGenerator.createSelfSigned({
      name: `CN=${String(r.domainName)}`,
      keys,
      signingAlgorithm: EC,
      notBefore: start,
      notAfter: end,
    })
    const id = nextId++
    const subscriptionEnd =
      replaces?.subscriptionEnd ??
      new Date(start.getTime() + (Number(r.period) / 12) * 365 * 86_400_000).toISOString().slice(0, 10)
    certificates.set(id, {
      id,
      product: String(r.product ?? replaces?.product ?? ''),
      domainName: String(r.domainName),
      san: (r.san as string[]) ?? [],
      status: 'ACTIVE',
      pem: cert.toString('pem'),
      start,
      end,
      subscriptionEnd,
    })
    if (replaces) replaces.status = 'REISSUED'
    process.certificateId = id
    process.status = 'COMPLETED'
  }

  async function route(req: FakeSslRequest, res: ServerResponse) {
    if (req.headers.authorization !== `ApiKey ${fake.apiKey}`)
      return send(res, 401, { type: 'AuthenticationFailed', message: 'Authentication failed' })
    const body = (req.body ?? {}) as Record<string, unknown>
    const quote = req.query.includes('quote=true')
    const reissueOf = req.path.match(/^\/ssl\/certificates\/(\d+)\/reissue$/)
    const downloadOf = req.path.match(/^\/ssl\/certificates\/(\d+)\/download$/)
    const certificateOf = req.path.match(/^\/ssl\/certificates\/(\d+)$/)
    const emailsOf = req.path.match(/^\/ssl\/dcvemailaddresslist\/(.+)$/)
    const processOf = req.path.match(/^\/processes\/(\d+)(\/info|\/resend)?$/)
    if (req.method === 'GET' && req.path === '/ssl/products')
      return send(res, 200, {
        entities: [
          {
            product: 'sectigo_positivessl',
            brand: 'SECTIGO',
            validationType: 'DV',
            certificateType: 'SINGLE_DOMAIN',
            maxDomains: 1,
            period: [12, 24],
          },
        ],
        pagination: { total: 1 },
      })
    if (req.method === 'POST' && req.path === '/ssl/certificates') {
      if (body.customer !== fake.customer)
        return send(res, 400, { type: 'InvalidParameter', message: 'customer' })
      if (typeof body.period !== 'number' || body.period % 12 !== 0)
        return send(res, 400, { type: 'InvalidParameter', message: 'period is in months' })
      const q = quoteOf(String(body.product), body.period)
      if (quote) return send(res, 200, { quote: q })
      if (JSON.stringify(body.billables) !== JSON.stringify(q.billables))
        return send(res, 400, {
          type: 'BillableAcknowledgmentNeededException',
          message: 'Acknowledge the billables',
          quote: q,
        })
      const id = nextId++
      const dcv = ((body.dcv as Dcv[]) ?? []).map((d) => ({ ...d, status: 'WAITING' }))
      processes.set(id, { id, action: 'REQUEST', status: 'SUSPENDED', dcv, request: body })
      return send(res, 202, { processId: id })
    }
    if (reissueOf && req.method === 'POST') {
      const current = certificates.get(Number(reissueOf[1]))
      if (current?.status !== 'ACTIVE')
        return send(res, 404, { type: 'ObjectDoesNotExist', message: 'certificate' })
      const id = nextId++
      const dcv = ((body.dcv as Dcv[]) ?? []).map((d) => ({ ...d, status: 'WAITING' }))
      processes.set(id, {
        id,
        action: 'REISSUE',
        status: 'SUSPENDED',
        dcv,
        request: { ...body, replaces: current.id },
      })
      return send(res, 202, { processId: id })
    }
    if (downloadOf && req.method === 'GET') {
      const c = certificates.get(Number(downloadOf[1]))
      if (!c) return send(res, 404, { type: 'ObjectDoesNotExist', message: 'certificate' })
      if (!req.query.includes('format='))
        return send(res, 400, { type: 'InvalidParameter', message: 'format' })
      return send(res, 200, { certificate: c.pem })
    }
    if (certificateOf) {
      const c = certificates.get(Number(certificateOf[1]))
      if (!c) return send(res, 404, { type: 'ObjectDoesNotExist', message: 'certificate' })
      if (req.method === 'DELETE') {
        c.status = 'REVOKED'
        return send(res, 200, {})
      }
      return send(res, 200, {
        id: c.id,
        product: c.product,
        domainName: c.domainName,
        san: c.san,
        status: c.status,
        startDate: c.start.toISOString(),
        expiryDate: c.end.toISOString(),
        subscriptionEndDate: `${c.subscriptionEnd}T00:00:00Z`,
      })
    }
    if (emailsOf)
      return send(res, 200, {
        entities: ['admin', 'administrator', 'hostmaster', 'postmaster', 'webmaster'].map(
          (l) => `${l}@${emailsOf[1]}`,
        ),
      })
    if (processOf) {
      const p = processes.get(Number(processOf[1]))
      if (!p) return send(res, 404, { type: 'ObjectDoesNotExist', message: 'process' })
      if (processOf[2] === '/resend') return send(res, 200, {})
      if (p.status === 'SUSPENDED' && p.dcv.every((d) => d.status === 'VALID')) {
        const replaces = p.request.replaces ? certificates.get(Number(p.request.replaces)) : undefined
        await issue(p, replaces)
      }
      if (processOf[2] === '/info')
        return send(res, 200, {
          commonName: p.request.domainName,
          requiresAttention: p.status === 'SUSPENDED',
          certificateId: p.certificateId,
          validations: {
            dcv: p.dcv.map((d) => ({
              ...d,
              ...(d.type === 'DNS'
                ? { dnsRecord: `_fake.${d.commonName}`, dnsType: 'TXT', dnsContents: `fake-${p.id}` }
                : {}),
              ...(d.type === 'FILE'
                ? {
                    fileLocation: `http://${d.commonName}/.well-known/pki-validation/fake${p.id}.txt`,
                    fileContents: `fake-${p.id}`,
                  }
                : {}),
            })),
          },
        })
      return send(res, 200, { id: p.id, action: p.action, status: p.status, type: 'certificate' })
    }
    return send(res, 404, { type: 'ObjectDoesNotExist', message: `${req.method} ${req.path}` })
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const [path = '', query = ''] = (req.url ?? '').replace(/^\/v2/, '').split('?')
      const text = Buffer.concat(chunks).toString()
      const request: FakeSslRequest = {
        method: req.method ?? '',
        path: decodeURIComponent(path),
        query,
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      }
      fake.requests.push(request)
      route(request, res).catch((error) => send(res, 500, { type: 'InternalError', message: String(error) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const fake: FakeRealtimeRegisterSsl = {
    url: `http://127.0.0.1:${port}/v2`,
    apiKey: 'fake-ssl-key',
    customer: 'portico-test',
    requests: [],
    certificates,
    validate(processId) {
      for (const d of processes.get(Number(processId))?.dcv ?? []) d.status = 'VALID'
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  return fake
}
