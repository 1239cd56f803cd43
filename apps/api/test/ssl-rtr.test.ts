import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../src/config/env.ts'
import { createAuthority } from '../src/modules/ssl/authority/createAuthority.ts'
import { realtimeRegisterSsl } from '../src/modules/ssl/authority/realtimeRegisterSsl.ts'
import { csrFor } from './helpers/csr.ts'
import {
  type FakeRealtimeRegisterSsl,
  startFakeRealtimeRegisterSsl,
} from './helpers/fakeRealtimeRegisterSsl.ts'
import { ctx, refusal } from './helpers/liveAdapter.ts'

/** Issue 12: the Realtime Register SSL adapter against a local fake of its published REST API v2. */
let fake: FakeRealtimeRegisterSsl
let rtr: ReturnType<typeof realtimeRegisterSsl>
const last = () => fake.requests.at(-1)

beforeAll(async () => {
  fake = await startFakeRealtimeRegisterSsl()
  rtr = realtimeRegisterSsl({ url: fake.url, apiKey: fake.apiKey, customer: fake.customer, timeoutMs: 2000 })
})
afterAll(() => fake?.close())

describe('Realtime Register SSL adapter', () => {
  it('sends the API key, lists products, and maps a refused key to AuthenticationFailed', async () => {
    expect(await rtr.products(ctx)).toEqual([
      {
        product: 'sectigo_positivessl',
        brand: 'SECTIGO',
        validationType: 'DV',
        maxSans: 1,
        periods: [12, 24],
        wildcard: false,
      },
    ])
    expect(last()?.headers.authorization).toBe(`ApiKey ${fake.apiKey}`)
    const wrong = realtimeRegisterSsl({ url: fake.url, apiKey: 'nope', customer: fake.customer })
    expect(await refusal(wrong.products(ctx))).toMatchObject({ type: 'AuthenticationFailed', status: 401 })
  })

  it('requests in months after the billables handshake, follows the process, downloads, reissues and revokes', async () => {
    const request = {
      product: 'sectigo_positivessl',
      period: 24,
      csr: await csrFor(['www.jansen.nl']),
      domainName: 'www.jansen.nl',
      san: [],
      dcv: [{ commonName: 'www.jansen.nl', type: 'DNS' as const }],
    }
    const billables = await rtr.quote(ctx, request)
    expect(billables).toEqual([
      { product: 'ssl_sectigo_positivessl', action: 'REQUEST', quantity: 1, amount: 1400, currency: 'EUR' },
    ])
    expect(last()).toMatchObject({ method: 'POST', path: '/ssl/certificates', query: 'quote=true' })
    const unacknowledged = await refusal(rtr.request(ctx, request))
    expect(unacknowledged).toMatchObject({
      type: 'BillableAcknowledgmentNeededException',
      status: 400,
      billables,
    })
    const started = await rtr.request(ctx, { ...request, billables })
    expect(started.status).toBe('RUNNING')
    expect(last()?.body).toMatchObject({ customer: fake.customer, period: 24, billables: [{ amount: 1400 }] })
    expect(JSON.stringify(last()?.body)).not.toContain('currency')

    const waiting = await rtr.processInfo(ctx, started.processId)
    expect(waiting).toMatchObject({ status: 'SUSPENDED', requiresAttention: true })
    expect(waiting.validations).toEqual([
      expect.objectContaining({
        commonName: 'www.jansen.nl',
        type: 'DNS',
        status: 'WAITING',
        dnsType: 'TXT',
      }),
    ])
    await rtr.resend(ctx, started.processId, request.dcv)
    expect(last()).toMatchObject({ method: 'POST', path: `/processes/${started.processId}/resend` })
    fake.validate(started.processId)
    const done = await rtr.processInfo(ctx, started.processId)
    expect(done.status).toBe('COMPLETED')
    const certificateId = done.certificateId ?? ''
    const pem = await rtr.download(ctx, certificateId)
    expect(pem).toContain('BEGIN CERTIFICATE')
    expect(last()?.query).toBe('format=PEM_CA_BUNDLE')
    expect(await rtr.certificate(ctx, certificateId)).toMatchObject({
      status: 'ACTIVE',
      domainName: 'www.jansen.nl',
    })
    expect(await rtr.dcvEmails(ctx, 'jansen.nl')).toContain('hostmaster@jansen.nl')

    const reissue = await rtr.reissue(ctx, certificateId, {
      ...request,
      csr: await csrFor(['www.jansen.nl']),
    })
    fake.validate(reissue.processId)
    const reissued = await rtr.processInfo(ctx, reissue.processId)
    expect(reissued.certificateId).not.toBe(certificateId)
    expect(await rtr.certificate(ctx, certificateId)).toMatchObject({ status: 'REISSUED' })
    await rtr.revoke(ctx, reissued.certificateId ?? '', 'Key compromise')
    expect(last()).toMatchObject({ method: 'DELETE', body: { reason: 'Key compromise' } })
    expect(await rtr.certificate(ctx, reissued.certificateId ?? '')).toMatchObject({ status: 'REVOKED' })
    expect(await rtr.certificate(ctx, '999999')).toBeNull()
  })

  it('is chosen when REALTIMEREGISTER_API_KEY is set, else the sandbox CA', () => {
    const env = loadEnv({ REALTIMEREGISTER_API_KEY: 'k', REALTIMEREGISTER_CUSTOMER: 'c' })
    expect(createAuthority(env.realtimeRegister).mode).toBe('live')
    expect(createAuthority(loadEnv({}).realtimeRegister).mode).toBe('sandbox')
  })
})
