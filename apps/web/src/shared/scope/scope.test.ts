import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../lib/storage.ts'
import {
  effectiveScope,
  readStoredScope,
  SCOPE_STORAGE_KEY,
  scopeChoice,
  scopeLabelKey,
  writeStoredScope,
} from './scope.ts'

const acme = { id: 'a', name: 'Acme' }
const beta = { id: 'b', name: 'Beta' }
const admin = { access: 'super-admin', roles: ['super-admin'], companies: [beta, acme] }
const jane = { access: 'user', roles: [], companies: [acme, beta] }
const solo = { access: 'user', roles: [], companies: [] }

describe('scopeChoice', () => {
  it('gives super-admins an Admin default and their companies, sorted', () => {
    expect(scopeChoice(admin, 8)).toEqual({
      noneLabel: 'scope.admin',
      companies: [acme, beta],
      searchable: false,
    })
  })

  it('gives super-admins a selector even without companies', () => {
    expect(scopeChoice({ ...admin, companies: [] }, 8)?.noneLabel).toBe('scope.admin')
  })

  it('recognises super-admins by role as well as by access', () => {
    expect(scopeChoice({ access: 'staff', roles: ['super-admin'], companies: [] }, 8)?.noneLabel).toBe(
      'scope.admin',
    )
  })

  it('gives ordinary users with companies a Global default', () => {
    expect(scopeChoice(jane, 8)?.noneLabel).toBe('scope.global')
  })

  it('gives users without companies no selector', () => {
    expect(scopeChoice(solo, 8)).toBeNull()
  })

  it('becomes searchable when the list is long', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: `${i}`, name: `C${i}` }))
    expect(scopeChoice({ ...jane, companies: many.slice(0, 6) }, 8)?.searchable).toBe(false)
    expect(scopeChoice({ ...jane, companies: many }, 8)?.searchable).toBe(true)
  })
})

describe('effectiveScope', () => {
  it('keeps a scope the user is a member of and none stays none', () => {
    expect(effectiveScope(jane, 'a')).toBe('a')
    expect(effectiveScope(jane, null)).toBeNull()
  })

  it('drops a scope an ordinary user is not a member of', () => {
    expect(effectiveScope(jane, 'z')).toBeNull()
    expect(effectiveScope(solo, 'a')).toBeNull()
  })

  it('lets a super-admin keep any scope', () => {
    expect(effectiveScope(admin, 'z')).toBe('z')
  })
})

describe('stored scope', () => {
  it('stores under companyScope and removes the key when cleared', () => {
    const storage = memoryStorage()
    writeStoredScope(storage, 'a')
    expect(storage.data.get(SCOPE_STORAGE_KEY)).toBe('a')
    expect(readStoredScope(storage)).toBe('a')
    writeStoredScope(storage, null)
    expect(storage.data.has(SCOPE_STORAGE_KEY)).toBe(false)
    expect(readStoredScope(storage)).toBeNull()
  })

  it('treats an empty stored value as none', () => {
    const storage = memoryStorage()
    storage.setItem(SCOPE_STORAGE_KEY, ' ')
    expect(readStoredScope(storage)).toBeNull()
  })
})

describe('scopeLabelKey', () => {
  it('labels no scope as Admin or Global and a chosen scope by its name (null here)', () => {
    expect(scopeLabelKey(admin, null)).toBe('scope.admin')
    expect(scopeLabelKey(jane, null)).toBe('scope.global')
    expect(scopeLabelKey(jane, 'a')).toBeNull()
  })
})
