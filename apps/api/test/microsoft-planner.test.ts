// @postgres: seats bought at once on one subscription (docs/testing.md)
import { NOTIFICATION_EVENTS } from '@portico/contracts'
import { addDays, todayIn } from '@portico/domain'
import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { documentLines, mailOutbox, microsoftSubscriptions, services } from '../src/db/schema/index.ts'
import { runDuePlannedChanges } from '../src/modules/microsoft/plannerRun.service.ts'
import { useClockedDemoApp } from './helpers/clockedDemo.ts'
import { fieldsOf } from './helpers/problems.ts'
import { until } from './helpers/until.ts'

/** Issue 14: the licence planner: per-user licence changes on dates, run once at their date under the commerce rules. */
const demo = useClockedDemoApp()
const BASIC = 'CFQ7TTC0LH18:0001'
const STANDARD = 'CFQ7TTC0LDPB:0001'
const PREMIUM = 'CFQ7TTC0LCHC:0002'
type User = {
  id: string
  user_principal_name: string
  tenant_id: string
  usage_location: string | null
  licences: { sku_id: string }[]
}
type Change = {
  id: string
  status: string
  effect: string
  cost_minor: number
  opens_at: string | null
  failure: string | null
}
const zone = () => demo.t.env.PROVIDER_TIME_ZONE
const today = () => todayIn(zone(), demo.clock.now)

async function userOf(who: 'jane' | 'reseller', login: string): Promise<User> {
  const list = await demo.as(who)('GET', '/api/v1/microsoft/planner/users')
  expect(list.status).toBe(200)
  const found = (list.body.data as User[]).find((u) => u.user_principal_name.startsWith(`${login}@`))
  if (!found) throw new Error(`${login} not listed`)
  return found
}

async function plan(login: string, sku: string, action: 'assign' | 'remove', runOn: string, lang = 'en') {
  const user = await userOf('jane', login)
  return demo.jane()(
    'POST',
    '/api/v1/microsoft/planner/changes',
    { tenant_id: user.tenant_id, user_id: user.id, sku_id: sku, action, run_on: runOn },
    { 'accept-language': lang },
  )
}

const changeOf = async (id: string): Promise<Change> => {
  const planner = await demo.jane()('GET', '/api/v1/microsoft/planner')
  return (planner.body.data.changes as Change[]).find((c) => c.id === id) as Change
}

/**
 * A change planned for today is also sent to the job queue at once, so the queue may have claimed
 * it before the test's own round: wait until it has ended either way.
 */
const endedOf = (id: string): Promise<Change> =>
  until(async () => {
    const change = await changeOf(id)
    return change.status === 'done' || change.status === 'failed' ? change : undefined
  })

async function runRound() {
  const providerId = demo.ids['Portico Demo Provider'] ?? ''
  const ctx = await systemContext({ db: demo.t.database.db, platform: demo.t.app.platform }, providerId)
  const counts = await runDuePlannedChanges(ctx, providerId)
  // What the job queue claimed first ends there: wait for it, so the round is whole either way.
  await until(async () => {
    const planner = await demo.jane()('GET', '/api/v1/microsoft/planner')
    return !(planner.body.data.changes as Change[]).some((c) => c.status === 'running')
  })
  return counts
}

/** Moves the clock to a moment on a day in the provider's time zone (01:00 local is past 00:00 there). */
const moveTo = (day: string) => {
  demo.clock.now = new Date(`${day}T01:00:00Z`)
}

describe('licence planner users', () => {
  it('lists each company the users of its own tenants, and adds one in Graph with its usage location', async () => {
    const acme = (await demo.as('jane')('GET', '/api/v1/microsoft/planner/users')).body.data as User[]
    expect(acme.map((u) => u.user_principal_name)).toContain('anna@acmebv.onmicrosoft.com')
    expect(acme.every((u) => u.user_principal_name.endsWith('@acmebv.onmicrosoft.com'))).toBe(true)
    const milton = await userOf('reseller', 'milton')
    expect((await demo.as('jane')('GET', `/api/v1/microsoft/planner/users/${milton.id}`)).status).toBe(404)
    const body = {
      tenant_id: acme[0]?.tenant_id,
      display_name: 'Noor Smit',
      user_name: 'noor',
      usage_location: 'NL',
    }
    const added = await demo.jane()('POST', '/api/v1/microsoft/planner/users', body)
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body.data).toMatchObject({
      user_principal_name: 'noor@acmebv.onmicrosoft.com',
      usage_location: 'NL',
      licences: [],
    })
    const again = await demo.jane()('POST', '/api/v1/microsoft/planner/users', body)
    expect(again.status).toBe(409)
    expect(fieldsOf(again.body)).toEqual(['user_name'])
    const foreign = await demo.as('jane')('POST', '/api/v1/microsoft/planner/users', {
      ...body,
      tenant_id: milton.tenant_id,
      user_name: 'x',
    })
    expect(foreign.status).toBe(404)
  })

  it('sets a usage location in Graph (issue 26 item 12): a country code, users of the caller’s tenants only', async () => {
    const noor = await userOf('jane', 'noor')
    const path = `/api/v1/microsoft/planner/users/${noor.id}/location`
    const bad = await demo.jane()('PUT', path, { usage_location: 'Holland' }, { 'accept-language': 'nl' })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(['usage_location'])
    expect(JSON.stringify(bad.body)).toContain('Geef een landcode van twee letters')
    const set = await demo.jane()('PUT', path, { usage_location: 'BE' })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body.data).toMatchObject({
      user_principal_name: 'noor@acmebv.onmicrosoft.com',
      usage_location: 'BE',
    })
    expect((await userOf('jane', 'noor')).usage_location).toBe('BE')
    const milton = await userOf('reseller', 'milton')
    const foreign = await demo.jane()('PUT', `/api/v1/microsoft/planner/users/${milton.id}/location`, {
      usage_location: 'NL',
    })
    expect(foreign.status).toBe(404)
    expect((await userOf('reseller', 'milton')).usage_location).toBe(milton.usage_location)
  })
})

describe('planning', () => {
  it('refuses a day gone by, a licence the user will not have, and a user without usage location, in the caller’s language', async () => {
    const past = await plan('anna', BASIC, 'assign', addDays(today(), -1))
    expect(past.status).toBe(400)
    expect(fieldsOf(past.body)).toEqual(['run_on'])
    const nothing = await plan('anna', BASIC, 'remove', addDays(today(), 3), 'nl')
    expect(nothing.status).toBe(409)
    expect(nothing.body.detail).toContain('Anna de Vries heeft Microsoft 365 Business Basic op')
    const kees = await plan('kees', STANDARD, 'assign', addDays(today(), 3))
    expect(kees.status).toBe(409)
    expect(kees.body.detail).toBe(
      'Kees Bakker has no usage location, and Microsoft assigns no licence without one. Set it on the user’s page first.',
    )
    // Anna has Standard; and Basic is planned for her by the demo in 6 days, so a second one is refused.
    expect((await plan('anna', STANDARD, 'assign', addDays(today(), 3))).status).toBe(409)
    expect((await plan('anna', BASIC, 'assign', addDays(today(), 8))).status).toBe(409)
  })

  it('shows each change with its forecast and the seats over time; others’ plans stay hidden', async () => {
    const planned = await plan('jane', BASIC, 'assign', addDays(today(), 2))
    expect(planned.status, JSON.stringify(planned.body)).toBe(201)
    expect(planned.body.data).toMatchObject({
      status: 'planned',
      effect: 'free_seat',
      cost_minor: 0,
      product: 'Microsoft 365 Business Basic',
    })
    const planner = (await demo.jane()('GET', '/api/v1/microsoft/planner')).body.data
    const basic = planner.seats.find((s: { sku_id: string }) => s.sku_id === BASIC)
    expect(basic.points.map((p: { assigned: number }) => p.assigned)).toEqual([1, 2, 3])
    // Each step is on the calendar day it runs in the provider's time zone, not the UTC date of its
    // instant (midnight in Amsterdam is 23:00 UTC the day before; issue 26, item 12).
    const janes = basic.points.find((p: { day: string }) => p.day === addDays(today(), 2))
    expect(janes, JSON.stringify(basic.points)).toBeDefined()
    expect(
      planner.changes.every((c: { tenant_domain: string }) => c.tenant_domain === 'acmebv.onmicrosoft.com'),
    ).toBe(true)
    // The removal of Bas's Standard in 20 days is past every 168-hour window: the seat stays paid until the renewal.
    const bas = planner.changes.find(
      (c: Change & { user_name: string }) => c.user_name === 'Bas Jansen' && c.status === 'planned',
    )
    expect(bas).toMatchObject({ effect: 'keeps_seat' })
    expect(bas.opens_at).toMatch(/T00:00:00.000Z$/)
    const reseller = (await demo.as('reseller')('GET', '/api/v1/microsoft/planner')).body.data
    expect(reseller.changes.some((c: { id: string }) => c.id === planned.body.data.id)).toBe(false)
    expect(
      (await demo.as('reseller')('DELETE', `/api/v1/microsoft/planner/changes/${planned.body.data.id}`))
        .status,
    ).toBe(404)
    const cancelled = await demo.jane()('DELETE', `/api/v1/microsoft/planner/changes/${planned.body.data.id}`)
    expect(cancelled.body.data.status).toBe('cancelled')
    const twice = await demo.jane()('DELETE', `/api/v1/microsoft/planner/changes/${planned.body.data.id}`)
    expect(twice.status).toBe(409)
    expect(twice.body.detail).toContain('only a planned change can be cancelled')
  })
})

describe('running at the date', () => {
  it('runs a change once at its date with a moved clock, and not before', async () => {
    const day = addDays(today(), 2)
    const planned = await plan('jane', BASIC, 'assign', day)
    expect(planned.status).toBe(201)
    moveTo(addDays(day, -1))
    await runRound()
    expect((await changeOf(planned.body.data.id)).status).toBe('planned')
    moveTo(day)
    await Promise.all([runRound(), runRound()])
    expect(await changeOf(planned.body.data.id)).toMatchObject({ status: 'done', effect: 'free_seat' })
    expect((await userOf('jane', 'jane')).licences.map((l) => l.sku_id)).toContain(BASIC)
    expect(await runRound()).toEqual({ done: 0, failed: 0 })
  })

  it('re-checks seats: with none free it stops and notifies, or buys one pro rata when the policy says so', async () => {
    const choices = Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, null]))
    const acme = demo.acme()
    const mine = await demo.jane()('PUT', `/api/v1/companies/${acme}/notifications/mine`, {
      ...choices,
      licence_change: 'email',
    })
    expect(mine.status).toBe(200)
    // Basic now: 5 seats, Bas and Jane assigned. Three more fill it; Noor's then finds none.
    for (const login of ['anna', 'bas']) {
      const user = await userOf('jane', login)
      if (!user.licences.some((l) => l.sku_id === BASIC))
        expect((await plan(login, BASIC, 'assign', today())).status).toBe(201)
    }
    const basicSubscription = (await demo.jane()('GET', '/api/v1/microsoft/subscriptions')).body.data.find(
      (s: { product: string }) => s.product === 'Microsoft 365 Business Basic',
    )
    await runRound()
    const seats = `/api/v1/microsoft/subscriptions/${basicSubscription.id}/seats`
    const assigned = (await demo.jane()('GET', `/api/v1/microsoft/subscriptions/${basicSubscription.id}`))
      .body.data.assigned
    expect((await demo.jane()('PUT', seats, { quantity: assigned })).status).toBe(200)
    const stop = await plan('noor', BASIC, 'assign', today())
    await runRound()
    const stopped = await endedOf(stop.body.data.id)
    expect(stopped.status).toBe('failed')
    expect(stopped.failure).toContain('No free seat of Microsoft 365 Business Basic')
    const mails = await demo.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'jane@example.com'))
    expect(mails.some((m) => /Licence change for Noor Smit: stopped/.test(m.subject))).toBe(true)
    const tenant = (await userOf('jane', 'noor')).tenant_id
    const policy = await demo.jane()('PUT', `/api/v1/microsoft/planner/policies/${tenant}`, {
      buy_missing: true,
      release_seats: true,
    })
    expect(policy.body.data).toMatchObject({ buy_missing: true, release_seats: true, editable: true })
    const buy = await plan('noor', BASIC, 'assign', today())
    expect(buy.body.data).toMatchObject({ effect: 'buys_seat' })
    await runRound()
    const bought = await endedOf(buy.body.data.id)
    expect(bought).toMatchObject({ status: 'done', effect: 'buys_seat' })
    expect(bought.cost_minor).toBeGreaterThan(0)
    const after = (await demo.jane()('GET', `/api/v1/microsoft/subscriptions/${basicSubscription.id}`)).body
      .data
    expect(after).toMatchObject({ quantity: assigned + 1, assigned: assigned + 1 })
    // Within 168 hours of buying it, a removal gives the seat back.
    const leave = await plan('noor', BASIC, 'remove', today())
    await runRound()
    demo.later(3600 * 24)
    await runRound()
    expect(await endedOf(leave.body.data.id)).toMatchObject({ status: 'done', effect: 'releases_seat' })
    expect(
      (await demo.jane()('GET', `/api/v1/microsoft/subscriptions/${basicSubscription.id}`)).body.data
        .quantity,
    ).toBe(assigned)
  })

  it('a change planned for today goes through the job queue at once', async () => {
    const user = await userOf('reseller', 'milton')
    const reseller = demo.as('reseller', demo.ids.Initech)
    const planned = await reseller('POST', '/api/v1/microsoft/planner/changes', {
      tenant_id: user.tenant_id,
      user_id: user.id,
      sku_id: PREMIUM,
      action: 'assign',
      run_on: today(),
    })
    expect(planned.status, JSON.stringify(planned.body)).toBe(201)
    await until(async () => {
      const list = (await reseller('GET', `/api/v1/microsoft/planner?user=${user.id}`)).body.data
        .changes as Change[]
      return list.find((c) => c.id === planned.body.data.id && c.status === 'done')
    })
  })

  it('bills a seat it buys like one added on the subscription page, and a seat given back from the next period', async () => {
    const db = demo.t.database.db
    const subscriptions = (await demo.jane()('GET', '/api/v1/microsoft/subscriptions')).body.data
    const basic = subscriptions.find((s: { product: string }) => s.product === 'Microsoft 365 Business Basic')
    const tenant = basic.tenant_id as string
    // Every seat in use, and the policy buys a missing one.
    if (basic.quantity > basic.assigned) {
      const full = await demo.jane()('PUT', `/api/v1/microsoft/subscriptions/${basic.id}/seats`, {
        quantity: basic.assigned,
      })
      expect(full.status, JSON.stringify(full.body)).toBe(200)
    }
    const seats = basic.assigned as number
    await demo.jane()('PUT', `/api/v1/microsoft/planner/policies/${tenant}`, {
      buy_missing: true,
      release_seats: true,
    })
    // Basic is billed by its service (linked subscriptions are): a price per seat a month.
    const [link] = await db
      .select()
      .from(microsoftSubscriptions)
      .where(eq(microsoftSubscriptions.id, basic.id))
    const service = { id: link?.service_id ?? '' }
    const [before] = await db.select().from(services).where(eq(services.id, service.id))
    const seat = (before?.price_minor ?? 0) / seats
    expect(seat).toBeGreaterThan(0)
    const priceOf = async () =>
      (
        await db
          .select()
          .from(services)
          .where(eq(services.id, service?.id ?? ''))
      )[0]?.price_minor
    const users = await demo.jane()('GET', '/api/v1/microsoft/planner/users')
    const login =
      (users.body.data as User[])
        .find(
          (u) =>
            u.tenant_id === tenant &&
            !u.licences.some((l) => l.sku_id === BASIC) &&
            !u.user_principal_name.startsWith('kees@'),
        )
        ?.user_principal_name.split('@')[0] ?? ''

    const buy = await plan(login, BASIC, 'assign', today())
    expect(buy.status, JSON.stringify(buy.body)).toBe(201)
    await runRound()
    expect(await endedOf(buy.body.data.id)).toMatchObject({ status: 'done', effect: 'buys_seat' })
    expect(await priceOf()).toBe(seat * (seats + 1))
    const [charge] = await db
      .select()
      .from(documentLines)
      .where(like(documentLines.description, 'Microsoft 365 Business Basic: price change%'))
    // One seat a month, for the rest of the month already invoiced.
    expect(charge?.unit_price_minor).toBeGreaterThan(0)
    expect(charge?.unit_price_minor).toBeLessThanOrEqual(seat)

    // As above: a removal planned for today runs in the next day's round.
    const giveBack = await plan(login, BASIC, 'remove', today())
    await runRound()
    demo.later(3600 * 24)
    await runRound()
    expect(await endedOf(giveBack.body.data.id)).toMatchObject({ status: 'done', effect: 'releases_seat' })
    expect(await priceOf()).toBe(seat * seats)
  })
})
