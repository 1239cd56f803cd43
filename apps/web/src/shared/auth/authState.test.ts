import type { Company, Me } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { type AuthState, authReducer, initialAuthState, organizationsFrom } from './authState.ts'

const me: Me = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'jane',
  email: 'jane@example.com',
  display_name: 'Jane Doe',
  first_name: 'Jane',
  last_name: 'Doe',
  roles: ['member'],
  locale: 'nl',
  appearance: {
    dark_mode: 'on',
    color_theme: 'amethyst',
    sidebar_style: 'dark',
    header_style: 'light',
    changed_at: '2026-11-25T10:00:00.000Z',
  },
  access: 'user',
  companies: [{ id: '00000000-0000-4000-8000-00000000000a', name: 'Acme' }],
}
const company = { id: '00000000-0000-4000-8000-00000000000a', name: 'Acme' } as Company
const claims = {
  preferred_username: 'jane',
  name: 'Jane Doe',
  email: 'jane@example.com',
  given_name: 'Jane',
  family_name: 'Doe',
  organization: ['acme'],
}

function signedIn(): AuthState {
  let state = initialAuthState('c-1')
  state = authReducer(state, { type: 'authenticated', claims, token: 't1', refToken: 'r1', clear: true })
  state = authReducer(state, { type: 'companyLoaded', company })
  state = authReducer(state, { type: 'userLoaded', me })
  return authReducer(state, { type: 'loaded' })
}

describe('authReducer', () => {
  it('starts signed out with the stored scope', () => {
    const state = initialAuthState('c-1')
    expect(state).toMatchObject({
      isAuthenticated: false,
      isLoaded: false,
      companyScope: 'c-1',
      company: null,
    })
    expect(state.user.roles).toEqual([])
  })

  it('copies claims and tokens on authentication, loaded only after the user arrives', () => {
    const state = authReducer(initialAuthState(null), {
      type: 'authenticated',
      claims,
      token: 't1',
      refToken: 'r1',
      clear: true,
    })
    expect(state.isAuthenticated).toBe(true)
    expect(state.isLoaded).toBe(false)
    expect(state.user).toMatchObject({
      username: 'jane',
      display_name: 'Jane Doe',
      first_name: 'Jane',
      last_name: 'Doe',
    })
    expect(state.organizations).toEqual(['acme'])
    expect(state.authData).toEqual({ token: 't1', refToken: 'r1' })
  })

  it('walks company, user, loaded in order', () => {
    const state = signedIn()
    expect(state.company).toBe(company)
    expect(state.user.roles).toEqual(['member'])
    expect(state.user.locale).toBe('nl')
    expect(state.isLoaded).toBe(true)
  })

  it('clears old user data on a fresh authentication, keeps it on a refresh', () => {
    const before = signedIn()
    const refreshed = authReducer(before, {
      type: 'authenticated',
      claims,
      token: 't2',
      refToken: 'r2',
      clear: false,
    })
    expect(refreshed.user.roles).toEqual(['member'])
    expect(refreshed.company).toBe(company)
    expect(refreshed.isLoaded).toBe(true)
    expect(refreshed.authData.token).toBe('t2')
    const fresh = authReducer(before, {
      type: 'authenticated',
      claims: {},
      token: 't3',
      refToken: null,
      clear: true,
    })
    expect(fresh.user.roles).toEqual([])
    expect(fresh.company).toBeNull()
    expect(fresh.isLoaded).toBe(false)
  })

  it('clears the token so the guard sends the user to sign in', () => {
    const state = authReducer(signedIn(), { type: 'tokenCleared' })
    expect(state.isAuthenticated).toBe(false)
    expect(state.isLoaded).toBe(false)
    expect(state.authData).toEqual({ token: null, refToken: null })
  })

  it('resets the user and empties roles on logout', () => {
    const state = authReducer(signedIn(), { type: 'loggedOut' })
    expect(state.isAuthenticated).toBe(false)
    expect(state.user.username).toBe('')
    expect(state.user.roles).toEqual([])
    expect(state.authData.token).toBeNull()
  })

  it('clears the company when the scope goes to none', () => {
    const state = authReducer(signedIn(), { type: 'scopeChanged', scope: null })
    expect(state.companyScope).toBeNull()
    expect(state.company).toBeNull()
    expect(authReducer(signedIn(), { type: 'scopeChanged', scope: 'c-2' }).companyScope).toBe('c-2')
  })

  it('records errors', () => {
    expect(authReducer(signedIn(), { type: 'failed', message: 'x' }).errors).toEqual(['x'])
  })
})

describe('organizationsFrom', () => {
  it('reads lists, maps and strings', () => {
    expect(organizationsFrom(['a', 1, 'b'])).toEqual(['a', 'b'])
    expect(organizationsFrom({ acme: { id: '1' } })).toEqual(['acme'])
    expect(organizationsFrom('acme')).toEqual(['acme'])
    expect(organizationsFrom(undefined)).toEqual([])
  })
})
