import { describe, expect, it, vi } from 'vitest'
import { lazyOidcClient } from './lazyOidcClient.ts'
import type { OidcClient } from './oidcTypes.ts'

function fakeClient(): OidcClient {
  return {
    getUser: vi.fn(async () => ({ access_token: 't', profile: {} })),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => ({ access_token: 't', profile: {} })),
    signinSilent: vi.fn(async () => null),
    signoutRedirect: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    events: { addAccessTokenExpiring: vi.fn(), addAccessTokenExpired: vi.fn() },
  }
}

describe('lazyOidcClient', () => {
  it('has no user and loads nothing before it is needed', async () => {
    const load = vi.fn(async () => fakeClient())
    const client = lazyOidcClient(load, () => false)
    client.events.addAccessTokenExpiring(() => undefined)
    await expect(client.getUser()).resolves.toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('loads to read a session stored in this tab (a reload)', async () => {
    const load = vi.fn(async () => fakeClient())
    const client = lazyOidcClient(load, () => true)
    await expect(client.getUser()).resolves.toEqual({ access_token: 't', profile: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads once on first need and attaches waiting event handlers', async () => {
    const real = fakeClient()
    const load = vi.fn(async () => real)
    const client = lazyOidcClient(load, () => false)
    const handler = () => undefined
    client.events.addAccessTokenExpired(handler)
    await Promise.all([client.signinRedirect({ state: {} }), client.signinRedirect()])
    expect(load).toHaveBeenCalledTimes(1)
    expect(real.events.addAccessTokenExpired).toHaveBeenCalledWith(handler)
    await expect(client.getUser()).resolves.toEqual({ access_token: 't', profile: {} })
  })
})
