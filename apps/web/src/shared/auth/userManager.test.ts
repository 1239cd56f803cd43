import { describe, expect, it } from 'vitest'
import { hasStoredSession } from './userManager.ts'

function storage(keys: string[]): Storage {
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
  } as Storage
}

describe('hasStoredSession', () => {
  it("finds the tab's stored user, not a login state of a redirect under way", () => {
    expect(hasStoredSession(storage(['portico.oidc.user:https://p.example/oidc:portico']))).toBe(true)
    expect(hasStoredSession(storage(['portico.oidc.4f2a', 'portico.locale']))).toBe(false)
    expect(hasStoredSession(storage([]))).toBe(false)
  })
})
