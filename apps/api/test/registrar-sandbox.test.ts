import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestContext } from '../src/auth/context.ts'
import { systemContext } from '../src/auth/system.ts'
import { sandboxRegistrar } from '../src/modules/domains/registrar/sandbox.ts'
import { billablesRefusal, registrarContact as contact, refusal, registration } from './helpers/registrar.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** Issue 12: the sandbox registrar keeps a registry's state and behaves as Realtime Register does. */
let t: TestApp
let ctx: RequestContext
let clock = new Date('2027-03-01T10:00:00Z')
const registrar = sandboxRegistrar()
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000)
}
const laterDays = (days: number) => later(days * 86_400)

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock })
  ctx = await systemContext({ db: t.database.db, platform: t.app.platform }, null)
  await registrar.saveContact(ctx, 'JANE-1', contact)
})
afterAll(() => t?.close())

/** Registers a name through the whole handshake and lets the process complete. */
async function registered(domainName: string, period = 12) {
  const billables = await registrar.quote(ctx, 'CREATE', domainName, period)
  const started = await registrar.register(ctx, { ...registration(domainName, period), billables })
  later(3)
  expect(await registrar.process(ctx, started.processId)).toMatchObject({ status: 'COMPLETED' })
  return started
}

describe('sandbox registrar', () => {
  it('checks names: available, taken, reserved, premium, invalid', async () => {
    expect(await registrar.check(ctx, 'jansen-bouw.nl')).toEqual({
      domainName: 'jansen-bouw.nl',
      available: true,
      premium: false,
    })
    expect(await registrar.check(ctx, 'Google.com')).toMatchObject({
      available: false,
      reason: 'Domain name is already registered',
    })
    expect(await registrar.check(ctx, 'tweakers.nl')).toMatchObject({ available: false })
    expect(await registrar.check(ctx, 'whois.eu')).toMatchObject({
      available: false,
      reason: 'Domain name is reserved',
    })
    expect(await registrar.check(ctx, 'cloud.com')).toEqual({
      domainName: 'cloud.com',
      available: true,
      premium: true,
      price: 35_000,
      currency: 'EUR',
    })
    expect(await registrar.check(ctx, 'xq.io')).toMatchObject({ premium: true, price: 100_000 })
    expect(await registrar.check(ctx, 'cloud.nl')).toMatchObject({ available: true, premium: false })
    for (const bad of ['-jansen.nl', 'jan_sen.com', 'x.nl', 'ab--cd.com', 'jansen.invalidtld']) {
      const answer = await registrar.check(ctx, bad)
      expect(answer.available, bad).toBe(false)
      expect(answer.reason, bad).toBeTruthy()
    }
  })

  it('registers only with the quoted billables; the registration completes when the clock moves', async () => {
    const quote = await registrar.quote(ctx, 'CREATE', 'jansen-bouw.com', 24)
    expect(quote).toEqual([
      { product: 'domain_com', action: 'CREATE', quantity: 2, amount: 2180, currency: 'EUR' },
    ])
    await billablesRefusal(registrar.register(ctx, registration('jansen-bouw.com', 24)), quote)
    const cheaper = [{ ...quote[0], amount: 100 }] as typeof quote
    const wrong = await refusal(
      registrar.register(ctx, { ...registration('jansen-bouw.com', 24), billables: cheaper }),
    )
    expect(wrong.billables).toEqual(quote)
    const premium = await refusal(
      registrar.register(ctx, {
        ...registration('cloud.com'),
        billables: await registrar.quote(ctx, 'CREATE', 'jansen-bouw.com', 12),
      }),
    )
    expect(premium.billables?.[0]).toMatchObject({ amount: 35_000 })

    const started = await registrar.register(ctx, {
      ...registration('jansen-bouw.com', 24),
      billables: quote,
    })
    expect(started.status).toBe('RUNNING')
    expect(await registrar.process(ctx, started.processId)).toMatchObject({
      status: 'RUNNING',
      action: 'CREATE',
    })
    expect(await registrar.info(ctx, 'jansen-bouw.com')).toBeNull()
    expect(await registrar.check(ctx, 'jansen-bouw.com')).toMatchObject({ available: false })
    later(3)
    expect(await registrar.process(ctx, started.processId)).toMatchObject({
      status: 'COMPLETED',
      domainName: 'jansen-bouw.com',
    })
    expect(await registrar.info(ctx, 'jansen-bouw.com')).toMatchObject({
      registrant: 'JANE-1',
      ns: ['ns1.portico.test', 'ns2.portico.test'],
      status: ['OK'],
      expiryDate: '2029-03-01T00:00:00Z',
    })
  })

  it('refuses periods that are not whole years, and .nl other than one year', async () => {
    expect((await refusal(registrar.quote(ctx, 'CREATE', 'jansen.nl', 24))).type).toBe('InvalidParameter')
    expect((await refusal(registrar.quote(ctx, 'CREATE', 'jansen.com', 18))).type).toBe('InvalidParameter')
    expect((await refusal(registrar.quote(ctx, 'CREATE', 'jansen.xyz', 12))).type).toBe('UnsupportedTld')
  })

  it('makes a repeated registration one effect, and fails a name taken by the time it runs', async () => {
    const billables = await registrar.quote(ctx, 'CREATE', 'twice.nl', 12)
    const first = await registrar.register(ctx, { ...registration('twice.nl'), billables })
    const again = await registrar.register(ctx, { ...registration('twice.nl'), billables })
    expect(again.processId).toBe(first.processId)
    later(3)
    await registrar.process(ctx, first.processId)
    await registrar.process(ctx, first.processId)
    const afterwards = await registrar.register(ctx, { ...registration('twice.nl'), billables })
    expect(afterwards).toEqual({ processId: first.processId, status: 'COMPLETED' })

    const taken = await registrar.register(ctx, { ...registration('google.nl'), billables })
    later(3)
    expect(await registrar.process(ctx, taken.processId)).toMatchObject({
      status: 'FAILED',
      error: 'Domain name is not available',
    })
  })

  it('transfers in: a wrong auth code fails the process, the right one completes it', async () => {
    const billables = await registrar.quote(ctx, 'TRANSFER', 'tweakers.com', 12)
    const transfer = { ...registration('tweakers.com'), authcode: 'short', billables }
    const wrong = await registrar.transfer(ctx, transfer)
    later(2)
    expect((await registrar.process(ctx, wrong.processId)).status).toBe('RUNNING')
    later(4)
    expect(await registrar.process(ctx, wrong.processId)).toMatchObject({
      status: 'FAILED',
      error: 'Invalid authcode',
    })
    const right = await registrar.transfer(ctx, { ...transfer, authcode: 'Tr4nsfer-code' })
    later(6)
    expect(await registrar.process(ctx, right.processId)).toMatchObject({
      status: 'COMPLETED',
      action: 'TRANSFER',
    })
    // Held elsewhere until six months from now, plus the year the transfer adds.
    expect((await registrar.info(ctx, 'tweakers.com'))?.expiryDate.slice(0, 10)).toBe('2028-09-01')

    // A name the sandbox holds moves only with its own code, and not while it is locked.
    await registered('held-here.com')
    const code = await registrar.authCode(ctx, 'held-here.com')
    if (!('authcode' in code)) throw new Error('a .com gives its auth code')
    const moveBillables = await registrar.quote(ctx, 'TRANSFER', 'held-here.com', 12)
    const move = { ...registration('held-here.com'), billables: moveBillables }
    const guessed = await registrar.transfer(ctx, { ...move, authcode: 'Guessed-123' })
    later(6)
    expect(await registrar.process(ctx, guessed.processId)).toMatchObject({ status: 'FAILED' })
    await registrar.update(ctx, 'held-here.com', { status: ['CLIENT_TRANSFER_PROHIBITED'] })
    expect((await registrar.info(ctx, 'held-here.com'))?.status).toEqual(['CLIENT_TRANSFER_PROHIBITED'])
    const locked = await registrar.transfer(ctx, { ...move, authcode: code.authcode })
    later(6)
    expect(await registrar.process(ctx, locked.processId)).toMatchObject({
      error: 'Domain is locked against transfer',
    })
    await registrar.update(ctx, 'held-here.com', { status: [] })
    const moved = await registrar.transfer(ctx, { ...move, authcode: code.authcode })
    later(6)
    expect(await registrar.process(ctx, moved.processId)).toMatchObject({ status: 'COMPLETED' })
  })

  it('sends a .nl auth code to the registrant instead of answering it', async () => {
    await registered('token.nl')
    expect(await registrar.authCode(ctx, 'token.nl')).toEqual({ sent: true })
    expect((await refusal(registrar.authCode(ctx, 'unknown-here.nl'))).status).toBe(404)
  })

  it('renews by the period, and lifecycle statuses follow the date until a restore', async () => {
    await registered('life.com')
    const before = (await registrar.info(ctx, 'life.com'))?.expiryDate
    const billables = await registrar.quote(ctx, 'RENEW', 'life.com', 24)
    const renewal = await registrar.renew(ctx, 'life.com', 24, billables)
    expect((await registrar.renew(ctx, 'life.com', 24, billables)).processId).toBe(renewal.processId)
    later(3)
    await registrar.process(ctx, renewal.processId)
    const after = (await registrar.info(ctx, 'life.com'))?.expiryDate
    expect(before?.slice(0, 10)).toBe('2028-03-01')
    expect(after?.slice(0, 10)).toBe('2030-03-01')
    expect((await refusal(registrar.renew(ctx, 'nobody-has-it.com', 12, billables))).status).toBe(404)

    const saved = clock
    clock = new Date('2030-03-10T10:00:00Z')
    expect((await registrar.info(ctx, 'life.com'))?.status).toEqual(['EXPIRED'])
    laterDays(30)
    expect((await registrar.info(ctx, 'life.com'))?.status).toEqual(['REDEMPTION_PERIOD'])
    const restoreBillables = await registrar.quote(ctx, 'RESTORE', 'life.com', 12)
    expect(restoreBillables.map((b) => b.action)).toEqual(['RESTORE', 'RENEW'])
    const refused = await refusal(
      registrar.renew(ctx, 'life.com', 12, await registrar.quote(ctx, 'RENEW', 'life.com', 12)),
    )
    expect(refused).toMatchObject({ type: 'ObjectStatusProhibitsOperation', status: 400 })
    const restore = await registrar.restore(ctx, 'life.com', 'Forgotten', restoreBillables)
    later(3)
    expect(await registrar.process(ctx, restore.processId)).toMatchObject({ status: 'COMPLETED' })
    expect(await registrar.info(ctx, 'life.com')).toMatchObject({
      status: ['OK'],
      expiryDate: '2031-03-01T00:00:00Z',
    })
    clock = saved
  })

  it('deletes into redemption (quarantine for .nl), and releases the name afterwards', async () => {
    await registered('gone.nl')
    const deleted = await registrar.delete(ctx, 'gone.nl')
    expect(deleted.status).toBe('COMPLETED')
    expect((await registrar.delete(ctx, 'gone.nl')).processId).toBe(deleted.processId)
    expect((await registrar.info(ctx, 'gone.nl'))?.status).toEqual(['REDEMPTION_PERIOD'])
    const saved = clock
    laterDays(41)
    expect(await registrar.info(ctx, 'gone.nl')).toBeNull()
    expect(await registrar.check(ctx, 'gone.nl')).toMatchObject({ available: true })
    clock = saved
  })

  it('validates contacts and refuses to delete one a domain uses', async () => {
    const badVoice = await refusal(registrar.saveContact(ctx, 'BAD-1', { ...contact, voice: '0301234567' }))
    expect(badVoice).toMatchObject({ type: 'InvalidParameter', status: 400 })
    expect(badVoice.message).toContain('voice')
    await registrar.saveContact(ctx, 'SPARE-1', contact)
    await registrar.saveContact(ctx, 'SPARE-1', { ...contact, city: 'Amersfoort' })
    await registrar.deleteContact(ctx, 'SPARE-1')
    expect((await refusal(registrar.deleteContact(ctx, 'SPARE-1'))).status).toBe(404)
    const inUse = await refusal(registrar.deleteContact(ctx, 'JANE-1'))
    expect(inUse).toMatchObject({ type: 'ObjectStatusProhibitsOperation', status: 409 })
    const unknown = await refusal(
      registrar.register(ctx, {
        ...registration('nobody.com'),
        registrant: 'NOBODY-1',
        billables: await registrar.quote(ctx, 'CREATE', 'nobody.com', 12),
      }),
    )
    expect(unknown).toMatchObject({ type: 'ObjectDoesNotExist', status: 404 })
  })

  it('tells what happened through notifications that are polled and acknowledged', async () => {
    // Drain what earlier tests left, acknowledging each (acknowledging twice is harmless).
    for (let note = await registrar.poll(ctx); note; note = await registrar.poll(ctx)) {
      await registrar.ack(ctx, note.id)
      await registrar.ack(ctx, note.id)
    }
    const billables = await registrar.quote(ctx, 'CREATE', 'noticed.eu', 12)
    const started = await registrar.register(ctx, { ...registration('noticed.eu'), billables })
    expect(await registrar.poll(ctx)).toBeNull()
    later(3)
    const note = await registrar.poll(ctx)
    expect(note).toMatchObject({
      type: 'DOMAIN',
      processId: started.processId,
      domainName: 'noticed.eu',
      message: 'Registration of noticed.eu completed',
    })
    expect((await registrar.poll(ctx))?.id).toBe(note?.id)
    await registrar.ack(ctx, note?.id ?? '')
    expect(await registrar.poll(ctx)).toBeNull()
    expect((await refusal(registrar.ack(ctx, '999999'))).status).toBe(404)
  })
})
