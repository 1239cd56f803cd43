import { describe, expect, it } from 'vitest'
import { hasRoles, isPermitted } from './access.ts'

describe('hasRoles', () => {
  it('denies when the user roles are unknown', () => {
    expect(hasRoles(undefined, 'staff')).toBe(false)
    expect(hasRoles(null, ['staff'], 'any')).toBe(false)
  })

  it('checks a single role', () => {
    expect(hasRoles(['staff'], 'staff')).toBe(true)
    expect(hasRoles(['staff'], 'super-admin')).toBe(false)
    expect(hasRoles([], 'staff')).toBe(false)
  })

  it("needs every role in 'all' mode (the default)", () => {
    expect(hasRoles(['a', 'b', 'c'], ['a', 'b'])).toBe(true)
    expect(hasRoles(['a'], ['a', 'b'])).toBe(false)
    expect(hasRoles(['a'], ['a', 'b'], 'all')).toBe(false)
  })

  it("needs one role in 'any' mode", () => {
    expect(hasRoles(['b'], ['a', 'b'], 'any')).toBe(true)
    expect(hasRoles(['c'], ['a', 'b'], 'any')).toBe(false)
  })

  it('treats an empty requirement as all-of nothing (allowed) and any-of nothing (denied)', () => {
    expect(hasRoles(['a'], [])).toBe(true)
    expect(hasRoles(['a'], [], 'any')).toBe(false)
  })
})

describe('isPermitted', () => {
  it('allows when there is no rule', () => {
    expect(isPermitted(['a'], undefined)).toBe(true)
    expect(isPermitted(['a'], null)).toBe(true)
    expect(isPermitted(undefined, {})).toBe(true)
  })

  it('checks a non-empty any_roles as any-of and ignores roles then', () => {
    expect(isPermitted(['b'], { any_roles: ['a', 'b'], roles: ['x', 'y'] })).toBe(true)
    expect(isPermitted(['x', 'y'], { any_roles: ['a'], roles: ['x', 'y'] })).toBe(false)
  })

  it('falls back to roles as all-of when any_roles is empty or missing', () => {
    expect(isPermitted(['x', 'y'], { any_roles: [], roles: ['x', 'y'] })).toBe(true)
    expect(isPermitted(['x'], { roles: ['x', 'y'] })).toBe(false)
  })

  it('denies unknown user roles once a rule exists', () => {
    expect(isPermitted(undefined, { roles: ['x'] })).toBe(false)
    expect(isPermitted(null, { any_roles: ['x'] })).toBe(false)
  })
})
