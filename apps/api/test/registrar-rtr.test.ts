import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../src/config/env.ts'
import { createRegistrar } from '../src/modules/domains/registrar/createRegistrar.ts'
import { realtimeRegister } from '../src/modules/domains/registrar/realtimeRegister.ts'
import { type FakeRealtimeRegister, startFakeRealtimeRegister } from './helpers/fakeRealtimeRegister.ts'
import { ctx } from './helpers/liveAdapter.ts'
import { billablesRefusal, registrarContact as contact, refusal, registration } from './helpers/registrar.ts'

/** Issue 12: the Realtime Register adapter against a local fake of its published REST API v2. */
let fake: FakeRealtimeRegister
let rtr: ReturnType<typeof realtimeRegister>

beforeAll(async () => {
  fake = await startFakeRealtimeRegister()
  rtr = realtimeRegister({ url: fake.url, apiKey: fake.apiKey, customer: fake.customer, timeoutMs: 2000 })
})
afterAll(() => fake?.close())

const last = () => fake.requests.at(-1)

describe('Realtime Register adapter', () => {
  it('sends the API key, and maps a refused key to AuthenticationFailed', async () => {
    expect(await rtr.check(ctx, 'jansen.nl')).toEqual({
      domainName: 'jansen.nl',
      available: true,
      premium: false,
    })
    expect(last()).toMatchObject({ method: 'GET', path: '/domains/jansen.nl/check' })
    expect(last()?.headers.authorization).toBe(`ApiKey ${fake.apiKey}`)
    const wrongKey = realtimeRegister({ url: fake.url, apiKey: 'nope', customer: fake.customer })
    expect(await refusal(wrongKey.check(ctx, 'jansen.nl'))).toMatchObject({
      type: 'AuthenticationFailed',
      status: 401,
    })
    expect(await rtr.check(ctx, 'abc.com')).toMatchObject({ premium: true, price: 50_000, currency: 'EUR' })
  })

  it('saves contacts (create, then update at the same handle) with registry properties', async () => {
    await rtr.saveContact(ctx, 'JANE-1', { ...contact, properties: { sidn: { legalForm: 'BV' } } })
    await rtr.saveContact(ctx, 'JANE-1', { ...contact, city: 'Amersfoort' })
    expect(fake.contacts.get('JANE-1')).toMatchObject({
      city: 'Amersfoort',
      properties: { sidn: { legalForm: 'BV' } },
    })
    const paths = fake.requests.filter((r) => r.path.includes('/contacts/')).map((r) => r.path)
    expect(paths).toEqual([
      '/customers/portico-test/contacts/JANE-1',
      '/customers/portico-test/contacts/JANE-1/sidn',
      '/customers/portico-test/contacts/JANE-1',
      '/customers/portico-test/contacts/JANE-1/update',
    ])
    expect(await refusal(rtr.saveContact(ctx, 'BAD-1', { ...contact, voice: '0301234567' }))).toMatchObject({
      type: 'InvalidParameter',
      status: 400,
    })
  })

  it('quotes, then registers with the billables; periods travel in months', async () => {
    const quote = await rtr.quote(ctx, 'CREATE', 'jansen.com', 24)
    expect(last()).toMatchObject({ method: 'POST', path: '/domains/jansen.com', query: '?quote=true' })
    expect(last()?.body).toMatchObject({ customer: 'portico-test', period: 24 })
    expect(quote).toEqual([
      { product: 'domain_com', action: 'CREATE', quantity: 2, amount: 2000, currency: 'EUR' },
    ])

    const missing = await billablesRefusal(rtr.register(ctx, registration('jansen.com', 24)), quote)
    const started = await rtr.register(ctx, {
      ...registration('jansen.com', 24),
      billables: missing.billables,
    })
    expect(started.status).toBe('RUNNING')
    expect(last()?.body).toMatchObject({
      customer: 'portico-test',
      registrant: 'JANE-1',
      period: 24,
      autoRenew: false,
      billables: [{ product: 'domain_com', action: 'CREATE', quantity: 2, amount: 2000 }],
    })
    expect(await rtr.process(ctx, started.processId)).toEqual({
      id: started.processId,
      action: 'CREATE',
      domainName: 'jansen.com',
      status: 'COMPLETED',
    })
    expect(await rtr.info(ctx, 'jansen.com')).toMatchObject({
      domainName: 'jansen.com',
      registrant: 'JANE-1',
      ns: ['ns1.portico.test', 'ns2.portico.test'],
      expiryDate: '2028-01-01T00:00:00Z',
    })
    expect(await rtr.info(ctx, 'nobody.com')).toBeNull()
    const exists = await refusal(rtr.register(ctx, { ...registration('jansen.com', 24), billables: quote }))
    expect(exists).toMatchObject({ type: 'ObjectExists', status: 409 })
  })

  it('transfers: the process fails on a wrong auth code and completes with the right one', async () => {
    const billables = await rtr.quote(ctx, 'TRANSFER', 'moving.eu', 12)
    expect(last()).toMatchObject({ path: '/domains/moving.eu/transfer', query: '?quote=true' })
    const wrong = await rtr.transfer(ctx, { ...registration('moving.eu'), authcode: 'wrong-code', billables })
    expect(await rtr.process(ctx, wrong.processId)).toMatchObject({
      status: 'FAILED',
      error: 'Invalid authcode',
    })
    const right = await rtr.transfer(ctx, {
      ...registration('moving.eu'),
      authcode: 'Right-code-1',
      billables,
    })
    expect(last()?.body).toMatchObject({ authcode: 'Right-code-1', period: 12 })
    expect(await rtr.process(ctx, right.processId)).toMatchObject({ status: 'COMPLETED', action: 'TRANSFER' })
  })

  it('renews and restores with their billables, updates and deletes at once', async () => {
    const renewQuote = await rtr.quote(ctx, 'RENEW', 'jansen.com', 36)
    expect(last()?.body).toEqual({ period: 36 })
    expect(renewQuote[0]).toMatchObject({ action: 'RENEW', quantity: 3 })
    expect((await refusal(rtr.renew(ctx, 'jansen.com', 36, []))).billables).toEqual(renewQuote)
    expect((await rtr.renew(ctx, 'jansen.com', 36, renewQuote)).status).toBe('RUNNING')
    const restoreQuote = await rtr.quote(ctx, 'RESTORE', 'jansen.com', 12)
    const restored = await rtr.restore(ctx, 'jansen.com', 'Forgotten', restoreQuote)
    expect(last()).toMatchObject({ path: '/domains/jansen.com/restore', body: { reason: 'Forgotten' } })
    expect((await rtr.process(ctx, restored.processId)).status).toBe('COMPLETED')

    const updated = await rtr.update(ctx, 'jansen.com', {
      ns: ['ns3.portico.test'],
      status: ['CLIENT_TRANSFER_PROHIBITED'],
    })
    expect(updated).toEqual({ processId: expect.stringMatching(/^\d+$/), status: 'COMPLETED' })
    expect(last()).toMatchObject({ path: '/domains/jansen.com/update' })
    expect((await rtr.info(ctx, 'jansen.com'))?.status).toEqual(['CLIENT_TRANSFER_PROHIBITED'])
    // DNSSEC travels as the zone's setting at the registrar's DNS.
    await rtr.update(ctx, 'jansen.com', { dnssec: true })
    expect(last()).toMatchObject({ body: { zone: { service: 'BASIC', dnssec: true } } })
    expect(fake.domains.get('jansen.com')?.dnssec).toBe(true)
    expect(await rtr.authCode(ctx, 'jansen.com')).toEqual({ authcode: 'Fake-auth-1' })
    expect(last()).toMatchObject({ method: 'GET', path: '/domains/jansen.com', query: '?fields=authcode' })

    expect(await refusal(rtr.deleteContact(ctx, 'JANE-1'))).toMatchObject({ status: 409 })
    expect((await rtr.delete(ctx, 'jansen.com')).status).toBe('COMPLETED')
    expect(last()).toMatchObject({ method: 'DELETE', path: '/domains/jansen.com' })
    expect(await refusal(rtr.renew(ctx, 'jansen.com', 12, renewQuote))).toMatchObject({
      type: 'ObjectDoesNotExist',
      status: 404,
    })
  })

  it('publishes a zone to the DNS service: created once, then replaced whole; a bad zone is refused', async () => {
    const records = [
      { name: 'zones.nl', type: 'A', content: '192.0.2.10', ttl: 3600 },
      { name: 'zones.nl', type: 'MX', content: 'mx.zones.nl', ttl: 3600, prio: 10 },
    ]
    await rtr.saveZone(ctx, 'Zones.nl', records)
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/dns/zones',
      body: { name: 'zones.nl', service: 'BASIC' },
    })
    await rtr.saveZone(ctx, 'zones.nl', records.slice(0, 1))
    const zone = fake.zones.get('zones.nl')
    expect(last()).toMatchObject({ method: 'POST', path: `/dns/zones/${zone?.id}/update` })
    expect(zone?.records).toEqual(records.slice(0, 1))
    const outside = [{ name: 'elsewhere.nl', type: 'A', content: '192.0.2.1', ttl: 3600 }]
    expect(await refusal(rtr.saveZone(ctx, 'zones.nl', outside))).toMatchObject({
      type: 'DnsConfigurationException',
      status: 400,
    })
    expect(fake.zones.get('zones.nl')?.records).toEqual(records.slice(0, 1))
  })

  it('polls notifications and acknowledges them', async () => {
    const first = await rtr.poll(ctx)
    expect(last()).toMatchObject({ method: 'GET', path: '/customers/portico-test/notifications/poll' })
    expect(first).toMatchObject({
      type: 'DOMAIN',
      domainName: 'jansen.com',
      message: 'create jansen.com completed',
    })
    expect(first?.processId).toMatch(/^\d+$/)
    await rtr.ack(ctx, first?.id ?? '')
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/customers/portico-test/notifications/${first?.id}/ack`,
    })
    const next = await rtr.poll(ctx)
    expect(next?.id).not.toBe(first?.id)
    for (let n = next; n; n = await rtr.poll(ctx)) await rtr.ack(ctx, n.id)
    expect(await rtr.poll(ctx)).toBeNull()
    expect(await refusal(rtr.ack(ctx, '1'))).toMatchObject({ type: 'ObjectDoesNotExist', status: 404 })
  })

  it('gives up on a slow answer after its timeout, without retrying', async () => {
    fake.latencyMs = 300
    const impatient = realtimeRegister({
      url: fake.url,
      apiKey: fake.apiKey,
      customer: fake.customer,
      timeoutMs: 50,
    })
    const before = fake.requests.length
    expect(await refusal(impatient.renew(ctx, 'moving.eu', 12, []))).toMatchObject({
      type: 'Timeout',
      status: 504,
    })
    expect(fake.requests.length - before).toBe(1)
    fake.latencyMs = 0
  })

  it('is chosen when REALTIMEREGISTER_API_KEY is set, with its customer required', () => {
    expect(() => loadEnv({ REALTIMEREGISTER_API_KEY: 'key' })).toThrow('REALTIMEREGISTER_CUSTOMER')
    const env = loadEnv({ REALTIMEREGISTER_API_KEY: 'key', REALTIMEREGISTER_CUSTOMER: 'acme' })
    expect(env.realtimeRegister).toEqual({
      url: 'https://api.yoursrs.com/v2',
      apiKey: 'key',
      customer: 'acme',
    })
    expect(createRegistrar(env.realtimeRegister).mode).toBe('live')
    expect(createRegistrar(loadEnv({}).realtimeRegister).mode).toBe('sandbox')
  })
})
