import type { CompanyRef } from '@portico/contracts'
import { type KeyValueStorage, readItem, writeItem } from '../lib/storage.ts'

/** Spec 3: the chosen company is kept in localStorage under exactly this key. */
export const SCOPE_STORAGE_KEY = 'companyScope'

export type ScopeUser = { access: string | null; roles: readonly string[]; companies: readonly CompanyRef[] }

export type ScopeChoice = {
  /** i18n key of the "no company" option: Admin for super-admins, Global otherwise. */
  noneLabel: 'scope.admin' | 'scope.global'
  companies: CompanyRef[]
  searchable: boolean
}

export function isSuperAdmin(user: Pick<ScopeUser, 'access' | 'roles'>): boolean {
  return user.access === 'super-admin' || user.roles.includes('super-admin')
}

/** Spec 6: super-admins always get a selector; others only with at least one company; else none. */
export function scopeChoice(user: ScopeUser, searchableFrom: number): ScopeChoice | null {
  const admin = isSuperAdmin(user)
  if (!admin && user.companies.length === 0) return null
  const companies = [...user.companies].sort((a, b) => a.name.localeCompare(b.name))
  return {
    noneLabel: admin ? 'scope.admin' : 'scope.global',
    companies,
    searchable: companies.length + 1 >= searchableFrom,
  }
}

/** A stored scope an ordinary user is no longer a member of is dropped; super-admins may take any company. */
export function effectiveScope(user: ScopeUser, scope: string | null): string | null {
  if (!scope) return null
  if (isSuperAdmin(user)) return scope
  return user.companies.some((company) => company.id === scope) ? scope : null
}

export function readStoredScope(storage: KeyValueStorage): string | null {
  const value = readItem(storage, SCOPE_STORAGE_KEY)
  return value?.trim() ? value : null
}

/** Setting null removes the key rather than storing an empty value. */
export function writeStoredScope(storage: KeyValueStorage, scope: string | null): void {
  writeItem(storage, SCOPE_STORAGE_KEY, scope)
}

/** Label in the header: the chosen company's name, else Admin or Global. */
export function scopeLabelKey(user: ScopeUser, scope: string | null): 'scope.admin' | 'scope.global' | null {
  if (scope) return null
  return isSuperAdmin(user) ? 'scope.admin' : 'scope.global'
}
