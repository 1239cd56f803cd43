import type { Access, Appearance, Company, CompanyRef, Locale, Me } from '@portico/contracts'

/** Spec 3 "Authenticated user" and "Auth state"; transitions of spec 4 as a pure reducer. */
export type AuthUser = {
  id: string | null
  username: string
  email: string | null
  display_name: string
  first_name: string | null
  last_name: string | null
  roles: string[]
  locale: Locale | null
  /** Dark mode and theme as kept on the server (null: never chosen there). */
  appearance: Appearance | null
  access: Access | null
  companies: CompanyRef[]
}

export type AuthState = {
  isAuthenticated: boolean
  isLoaded: boolean
  user: AuthUser
  organizations: string[]
  company: Company | null
  companyScope: string | null
  authData: { token: string | null; refToken: string | null }
  errors: string[]
}

export type IdentityClaims = {
  preferred_username?: string
  name?: string
  email?: string
  given_name?: string
  family_name?: string
  organization?: unknown
}

export type AuthAction =
  | { type: 'authenticated'; claims: IdentityClaims; token: string; refToken: string | null; clear: boolean }
  | { type: 'companyLoaded'; company: Company | null }
  | { type: 'userLoaded'; me: Me }
  | { type: 'loaded' }
  | { type: 'scopeChanged'; scope: string | null }
  | { type: 'tokenCleared' }
  | { type: 'loggedOut' }
  | { type: 'failed'; message: string }

export const EMPTY_USER: AuthUser = {
  id: null,
  username: '',
  email: null,
  display_name: '',
  first_name: null,
  last_name: null,
  roles: [],
  locale: null,
  appearance: null,
  access: null,
  companies: [],
}

export function initialAuthState(companyScope: string | null): AuthState {
  return {
    isAuthenticated: false,
    isLoaded: false,
    user: EMPTY_USER,
    organizations: [],
    company: null,
    companyScope,
    authData: { token: null, refToken: null },
    errors: [],
  }
}

/** Keycloak sends organization as a list or as a map keyed by alias; a plain string is one organisation. */
export function organizationsFrom(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim]
  if (Array.isArray(claim)) return claim.filter((item): item is string => typeof item === 'string')
  if (claim && typeof claim === 'object') return Object.keys(claim)
  return []
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'authenticated': {
      const base = action.clear
        ? { ...state, user: EMPTY_USER, company: null, errors: [], isLoaded: false }
        : state
      const { claims } = action
      return {
        ...base,
        isAuthenticated: true,
        user: {
          ...base.user,
          username: claims.preferred_username ?? base.user.username,
          display_name: claims.name ?? base.user.display_name,
          email: claims.email ?? base.user.email,
          first_name: claims.given_name ?? base.user.first_name,
          last_name: claims.family_name ?? base.user.last_name,
        },
        organizations: organizationsFrom(claims.organization),
        authData: { token: action.token, refToken: action.refToken },
      }
    }
    case 'companyLoaded':
      return { ...state, company: action.company }
    case 'userLoaded': {
      const { me } = action
      return {
        ...state,
        user: {
          id: me.id,
          username: me.username,
          email: me.email,
          display_name: me.display_name,
          first_name: me.first_name,
          last_name: me.last_name,
          roles: [...me.roles],
          locale: me.locale,
          appearance: me.appearance,
          access: me.access,
          companies: [...me.companies],
        },
      }
    }
    case 'loaded':
      return { ...state, isLoaded: true }
    case 'scopeChanged':
      return { ...state, companyScope: action.scope, company: action.scope === null ? null : state.company }
    case 'tokenCleared':
      return { ...state, isAuthenticated: false, isLoaded: false, authData: { token: null, refToken: null } }
    case 'loggedOut':
      return { ...initialAuthState(state.companyScope) }
    case 'failed':
      return { ...state, errors: [...state.errors, action.message] }
  }
}
