import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestContext } from '../src/auth/context.ts'
import { systemContext } from '../src/auth/system.ts'
import { PanelError } from '../src/modules/hosting/panel/adapter.ts'
import { sandboxPanel } from '../src/modules/hosting/panel/sandbox.ts'
import { refusal } from './helpers/liveAdapter.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** Issue 13: the sandbox panel keeps accounts in our database and completes its tasks later. */
let t: TestApp
let ctx: RequestContext
let clock = new Date('2027-03-10T10:00:00Z')
const panel = sandboxPanel()
const GB = 1024 ** 3
const TRAFFIC_GB = 1000 * 1024 ** 2
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000)
}
const account = {
  username: 'jansen42',
  domain: 'jansen.nl',
  email: 'jan@jansen.nl',
  password: 'Secret-pass-1',
  package: 'HOSTING-S',
}

/** Waits out a task and polls it to its end. */
async function finished(step: Awaited<ReturnType<typeof panel.createAccount>>) {
  if (step.state === 'done') return step
  later(step.checkAfterSeconds)
  return panel.task(ctx, step.taskId)
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock })
  ctx = await systemContext({ db: t.database.db, platform: t.app.platform }, null)
})
afterAll(() => t?.close())

describe('sandbox hosting panel', () => {
  it('lists its packages with limits in bytes, null for unlimited', async () => {
    const packages = await panel.packages(ctx)
    expect(packages.map((p) => p.name)).toEqual(['HOSTING-L', 'HOSTING-M', 'HOSTING-S'])
    expect(packages[2]?.limits).toEqual({
      diskBytes: 5 * GB,
      trafficBytes: 50 * TRAFFIC_GB,
      domains: 1,
      mailboxes: 5,
      databases: 1,
    })
    expect(packages[0]?.limits.trafficBytes).toBeNull()
  })

  it('creates an account as a task that completes later, once, however often it is asked', async () => {
    const first = await panel.createAccount(ctx, account)
    expect(first).toMatchObject({ state: 'running', checkAfterSeconds: 3 })
    const again = await panel.createAccount(ctx, account)
    expect(again).toEqual(first)
    if (first.state !== 'running') throw new Error('not queued')
    expect(await panel.task(ctx, first.taskId)).toEqual(first)
    expect(await refusal(panel.usage(ctx, account.username))).toBeInstanceOf(PanelError)
    expect(await finished(first)).toEqual({ state: 'done' })
    expect(await panel.createAccount(ctx, account)).toEqual({ state: 'done' })
  })

  it('refuses a package it does not have', async () => {
    const refused = await refusal(
      panel.createAccount(ctx, { ...account, username: 'other01', package: 'GOLD' }),
    )
    expect(refused?.message).toBe('The panel has no package GOLD')
  })

  it('grows its usage by the day, and traffic starts again with the month', async () => {
    const day0 = await panel.usage(ctx, account.username)
    later(86_400 * 10)
    const day10 = await panel.usage(ctx, account.username)
    expect(day10.diskBytes).toBeGreaterThan(day0.diskBytes)
    expect(day10.trafficBytes).toBeGreaterThan(day0.trafficBytes)
    expect(day10.limits.diskBytes).toBe(5 * GB)
    clock = new Date('2027-04-01T00:00:00Z')
    expect((await panel.usage(ctx, account.username)).trafficBytes).toBe(0)
  })

  it('suspends, unsuspends, changes package (a task), resets the password and signs in once', async () => {
    await panel.suspend(ctx, account.username, 'Unpaid invoice')
    expect((await panel.usage(ctx, account.username)).suspended).toBe(true)
    await panel.unsuspend(ctx, account.username)
    expect((await panel.usage(ctx, account.username)).suspended).toBe(false)
    await finished(await panel.changePackage(ctx, account.username, 'HOSTING-L'))
    expect((await panel.usage(ctx, account.username)).limits.trafficBytes).toBeNull()
    expect(await refusal(panel.resetPassword(ctx, account.username, 'short'))).toBeInstanceOf(PanelError)
    expect(await panel.resetPassword(ctx, account.username, 'Another-pass-2')).toEqual({ state: 'done' })
    expect(await panel.loginUrl(ctx, account.username)).toMatch(/\/api\/sandbox-panel\/login\?key=[\w-]{32}$/)
  })

  it('terminates through a task, and a second terminate finds nothing to do', async () => {
    await finished(await panel.terminate(ctx, account.username))
    expect(await refusal(panel.usage(ctx, account.username))).toBeInstanceOf(PanelError)
    expect(await panel.terminate(ctx, account.username)).toEqual({ state: 'done' })
  })
})
