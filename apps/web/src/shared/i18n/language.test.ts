import { describe, expect, it } from 'vitest'
import { intlLocale, resolveLanguage, toLanguage } from './language.ts'

describe('resolveLanguage', () => {
  it('prefers the user record locale over everything', () => {
    expect(resolveLanguage({ userLocale: 'nl', stored: 'en', browser: ['en-US'] })).toBe('nl')
  })

  it('uses the stored choice when the user has no locale', () => {
    expect(resolveLanguage({ userLocale: null, stored: 'nl', browser: ['en-US'] })).toBe('nl')
  })

  it('falls back to the first supported browser language', () => {
    expect(resolveLanguage({ browser: ['de-DE', 'nl-BE', 'en'] })).toBe('nl')
  })

  it('defaults to English', () => {
    expect(resolveLanguage({})).toBe('en')
    expect(resolveLanguage({ userLocale: 'fr', stored: 'de', browser: ['es'] })).toBe('en')
  })

  it('ignores unsupported values at every level', () => {
    expect(resolveLanguage({ userLocale: 'xx', stored: 'nl' })).toBe('nl')
    expect(resolveLanguage({ stored: 'xx', browser: ['nl'] })).toBe('nl')
  })
})

describe('toLanguage', () => {
  it('reduces tags to a supported base language', () => {
    expect(toLanguage('NL_nl')).toBe('nl')
    expect(toLanguage('en-GB')).toBe('en')
    expect(toLanguage('')).toBeNull()
    expect(toLanguage(undefined)).toBeNull()
  })

  it('maps languages to formatting locales', () => {
    expect(intlLocale('nl')).toBe('nl-NL')
    expect(intlLocale('en')).toBe('en-GB')
  })
})
