import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PanelError } from '../src/modules/hosting/panel/adapter.ts'
import { directAdminPanel } from '../src/modules/hosting/panel/directAdmin.ts'
import { type FakeDirectAdmin, startFakeDirectAdmin } from './helpers/fakeDirectAdmin.ts'
import { ctx, refusal } from './helpers/liveAdapter.ts'

/** Issue 13: the DirectAdmin adapter against a local fake of its legacy CMD_API. */
let fake: FakeDirectAdmin
let panel: ReturnType<typeof directAdminPanel>
const MB = 1_048_576
const account = {
  username: 'jansen01',
  domain: 'jansen.nl',
  email: 'jan@jansen.nl',
  password: 'Secret-pass-1',
  package: 'starter',
}

beforeAll(async () => {
  fake = await startFakeDirectAdmin()
  panel = directAdminPanel({
    url: fake.url,
    username: fake.username,
    loginKey: fake.loginKey,
    ip: '192.0.2.10',
  })
})
afterAll(() => fake?.close())

describe('DirectAdmin panel', () => {
  it('lists the packages with their limits in bytes, unlimited as null', async () => {
    expect(await panel.packages(ctx)).toEqual([
      {
        name: 'starter',
        limits: { diskBytes: 1024 * MB, trafficBytes: 10240 * MB, domains: 1, mailboxes: 10, databases: 1 },
      },
      {
        name: 'business',
        limits: { diskBytes: 10240 * MB, trafficBytes: null, domains: null, mailboxes: null, databases: 10 },
      },
    ])
  })

  it('creates an account once, even when asked twice', async () => {
    expect(await panel.createAccount(ctx, account)).toEqual({ state: 'done' })
    expect(await panel.createAccount(ctx, account)).toEqual({ state: 'done' })
    expect(fake.users.get('jansen01')).toMatchObject({ domain: 'jansen.nl', package: 'starter' })
    expect(fake.commands.filter((c) => c === 'CMD_API_ACCOUNT_USER')).toHaveLength(1)
  })

  it('reads a failure reported inside HTTP 200 as the panel refusing', async () => {
    const refused = await refusal(
      panel.createAccount(ctx, { ...account, username: 'other01', package: 'gold' }),
    )
    expect(refused).toBeInstanceOf(PanelError)
    expect(refused?.message).toBe('Unable to Create User: Invalid package')
    const short = await refusal(panel.resetPassword(ctx, 'jansen01', 'short'))
    expect(short?.message).toBe('Unable to change password: Password too short')
  })

  it('reports usage in bytes from MB, and the limits of the account', async () => {
    const user = fake.users.get('jansen01')
    if (!user) throw new Error('no user')
    user.quotaMb = 250.5
    user.bandwidthMb = 1536
    expect(await panel.usage(ctx, 'jansen01')).toEqual({
      diskBytes: Math.round(250.5 * MB),
      trafficBytes: 1536 * MB,
      domains: 1,
      mailboxes: 2,
      databases: 0,
      limits: { diskBytes: 1024 * MB, trafficBytes: 10240 * MB, domains: 1, mailboxes: 10, databases: 1 },
      suspended: false,
    })
  })

  it('suspends, unsuspends, changes package and password', async () => {
    await panel.suspend(ctx, 'jansen01', 'Unpaid invoice')
    expect((await panel.usage(ctx, 'jansen01')).suspended).toBe(true)
    await panel.unsuspend(ctx, 'jansen01')
    expect(fake.users.get('jansen01')?.suspended).toBe(false)
    await panel.changePackage(ctx, 'jansen01', 'business')
    expect((await panel.usage(ctx, 'jansen01')).limits.trafficBytes).toBeNull()
    await panel.resetPassword(ctx, 'jansen01', 'Another-pass-2')
    expect(fake.users.get('jansen01')?.password).toBe('Another-pass-2')
  })

  it('gives a one-time login URL asked as the user', async () => {
    expect(await panel.loginUrl(ctx, 'jansen01')).toBe(`${fake.url}/api/login/url/redirect?key=once-jansen01`)
    expect(await refusal(panel.loginUrl(ctx, 'nobody'))).toBeInstanceOf(PanelError)
  })

  it('terminates once, and a wrong login key is refused without retry', async () => {
    await panel.terminate(ctx, 'jansen01')
    expect(fake.users.has('jansen01')).toBe(false)
    expect(await panel.terminate(ctx, 'jansen01')).toEqual({ state: 'done' })
    const wrong = directAdminPanel({ url: fake.url, username: 'admin', loginKey: 'nope', ip: '192.0.2.10' })
    const refused = await refusal(wrong.packages(ctx))
    expect(refused).toBeInstanceOf(PanelError)
    expect(refused?.message).toBe('DirectAdmin refused the login (401)')
  })
})
