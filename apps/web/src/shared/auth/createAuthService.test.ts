import type { Company, Me } from '@portico/contracts'
import { describe, expect, it, vi } from 'vitest'
import { type AuthAction, type AuthState, authReducer, initialAuthState } from './authState.ts'
import { createAuthService } from './createAuthService.ts'
import type { OidcClient, OidcUser } from './oidcTypes.ts'

const me = { id: 'u1', username: 'jane', roles: ['member'], companies: [], locale: null } as unknown as Me
const user = (token: string, extra: Partial<OidcUser> = {}): OidcUser => ({
  access_token: token,
  refresh_token: 'refresh',
  expires_in: 300,
  profile: { preferred_username: 'jane', email: 'jane@example.com' },
  ...extra,
})

function setup(scope: string | null = null) {
  let state: AuthState = initialAuthState(scope)
  const actions: AuthAction['type'][] = []
  const order: string[] = []
  let current: OidcUser | null = null
  const oidc = {
    getUser: vi.fn(async () => current),
    signinRedirect: vi.fn(async () => undefined),
    signinRedirectCallback: vi.fn(async () => {
      current = user('t1', { state: { returnTo: '/customers/active' } })
      return current
    }),
    signinSilent: vi.fn(async () => {
      current = user('t2')
      return current
    }),
    signoutRedirect: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => {
      current = null
    }),
    events: { addAccessTokenExpiring: vi.fn(), addAccessTokenExpired: vi.fn() },
  } satisfies OidcClient
  const deps = {
    oidc,
    getState: () => state,
    dispatch: (action: AuthAction) => {
      actions.push(action.type)
      state = authReducer(state, action)
    },
    loadCompany: vi.fn(async (id: string) => {
      order.push(`company:${id}`)
      return { id, name: 'Acme' } as Company
    }),
    loadMe: vi.fn(async () => {
      order.push('me')
      return me
    }),
    clearUserData: vi.fn(() => order.push('clear')),
    clearScope: vi.fn(),
    log: vi.fn(),
    minValiditySeconds: 50,
    checkIntervalMs: 30_000,
    setInterval: vi.fn(),
  }
  const service = createAuthService(deps)
  return {
    service,
    deps,
    oidc,
    actions,
    order,
    state: () => state,
    setCurrent: (u: OidcUser | null) => {
      current = u
    },
  }
}

const callback = new URL('http://localhost/auth/callback?code=x&state=y')

describe('auth service', () => {
  it('after the callback clears old data, loads company then user, then marks loaded', async () => {
    const t = setup('c-1')
    const result = await t.service.init(callback)
    expect(result).toEqual({ returnTo: '/customers/active', notAuthenticated: false })
    expect(t.order).toEqual(['clear', 'company:c-1', 'me'])
    expect(t.actions).toEqual(['authenticated', 'companyLoaded', 'userLoaded', 'loaded'])
    expect(t.state()).toMatchObject({ isAuthenticated: true, isLoaded: true })
    expect(t.state().authData).toEqual({ token: 't1', refToken: 'refresh' })
  })

  it('skips the company without a stored scope', async () => {
    const t = setup(null)
    await t.service.init(callback)
    expect(t.order).toEqual(['clear', 'me'])
  })

  it('drops a stored scope whose company cannot be loaded, and still loads the user', async () => {
    const t = setup('gone')
    t.deps.loadCompany.mockRejectedValueOnce(new Error('404'))
    await t.service.init(callback)
    expect(t.deps.clearScope).toHaveBeenCalled()
    expect(t.state().isLoaded).toBe(true)
  })

  it('reports not authenticated when the callback fails', async () => {
    const t = setup()
    t.oidc.signinRedirectCallback.mockRejectedValueOnce(new Error('bad state'))
    expect(await t.service.init(callback)).toEqual({ returnTo: null, notAuthenticated: true })
    expect(t.state().isAuthenticated).toBe(false)
    expect(t.deps.log).toHaveBeenCalled()
  })

  it('stays signed out on a plain start without a session and starts the renewal timer', async () => {
    const t = setup()
    expect(await t.service.init(new URL('http://localhost/customers'))).toEqual({
      returnTo: null,
      notAuthenticated: false,
    })
    expect(t.state().isAuthenticated).toBe(false)
    expect(t.deps.setInterval).toHaveBeenCalledWith(expect.any(Function), 30_000)
    expect(t.oidc.events.addAccessTokenExpiring).toHaveBeenCalled()
    expect(t.oidc.events.addAccessTokenExpired).toHaveBeenCalled()
  })

  it("restores the tab's stored session on a reload without the IdP: company, then user", async () => {
    const t = setup('c-1')
    t.setCurrent(user('stored'))
    expect(await t.service.init(new URL('http://localhost/finances/invoices'))).toEqual({
      returnTo: null,
      notAuthenticated: false,
    })
    expect(t.oidc.signinRedirect).not.toHaveBeenCalled()
    expect(t.oidc.signinSilent).not.toHaveBeenCalled()
    expect(t.order).toEqual(['company:c-1', 'me'])
    expect(t.state()).toMatchObject({ isAuthenticated: true, isLoaded: true, authData: { token: 'stored' } })
  })

  it('renews a stored session whose access token has expired through its refresh token', async () => {
    const t = setup()
    t.setCurrent(user('old', { expired: true, expires_in: -5 }))
    await t.service.init(new URL('http://localhost/finances/invoices'))
    expect(t.oidc.signinSilent).toHaveBeenCalledTimes(1)
    expect(t.state()).toMatchObject({ isLoaded: true, authData: { token: 't2' } })
  })

  it('forgets a stored session whose refresh token is refused, so the guard sends the user to the IdP', async () => {
    const t = setup()
    t.setCurrent(user('old', { expired: true, expires_in: -5 }))
    t.oidc.signinSilent.mockRejectedValueOnce(
      Object.assign(new Error('invalid_grant'), { name: 'ErrorResponse', error: 'invalid_grant' }),
    )
    expect(await t.service.init(new URL('http://localhost/finances/invoices'))).toEqual({
      returnTo: null,
      notAuthenticated: false,
    })
    expect(t.oidc.removeUser).toHaveBeenCalled()
    expect(t.state().isAuthenticated).toBe(false)
  })

  it('renews without clearing data and shares one renewal between callers', async () => {
    const t = setup()
    await t.service.init(callback)
    const [a, b] = await Promise.all([t.service.renew(), t.service.renew()])
    expect(a).toBe('t2')
    expect(b).toBe('t2')
    expect(t.oidc.signinSilent).toHaveBeenCalledTimes(1)
    expect(t.deps.clearUserData).toHaveBeenCalledTimes(1)
    expect(t.state()).toMatchObject({ isLoaded: true, authData: { token: 't2', refToken: 'refresh' } })
  })

  it('clears the token when the renewal is answered with 400', async () => {
    const t = setup()
    await t.service.init(callback)
    const rejected = Object.assign(new Error('invalid_grant'), {
      name: 'ErrorResponse',
      error: 'invalid_grant',
    })
    t.oidc.signinSilent.mockRejectedValueOnce(rejected)
    await expect(t.service.renew()).rejects.toBe(rejected)
    expect(t.oidc.removeUser).toHaveBeenCalled()
    expect(t.state()).toMatchObject({ isAuthenticated: false, authData: { token: null } })
  })

  it('keeps the token on a network failure during renewal', async () => {
    const t = setup()
    await t.service.init(callback)
    t.oidc.signinSilent.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(t.service.renew()).rejects.toThrow('Failed to fetch')
    expect(t.state().isAuthenticated).toBe(true)
    expect(t.deps.log).toHaveBeenCalled()
  })

  it('renews on the timer only when less than the minimum validity is left', async () => {
    const t = setup()
    await t.service.init(callback)
    t.setCurrent(user('t1', { expires_in: 120 }))
    await t.service.renewIfExpiring()
    expect(t.oidc.signinSilent).not.toHaveBeenCalled()
    t.setCurrent(user('t1', { expires_in: 49 }))
    await t.service.renewIfExpiring()
    expect(t.oidc.signinSilent).toHaveBeenCalledTimes(1)
  })

  it('logs out at the provider, then clears user data', async () => {
    const t = setup()
    await t.service.init(callback)
    await t.service.logout()
    expect(t.oidc.signoutRedirect).toHaveBeenCalled()
    expect(t.state()).toMatchObject({ isAuthenticated: false, user: { roles: [] } })
    expect(t.deps.clearUserData).toHaveBeenCalledTimes(2)
  })

  it('sends to the provider with the return path', async () => {
    const t = setup()
    await t.service.login('/billing/invoices')
    expect(t.oidc.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/billing/invoices' } })
  })
})
