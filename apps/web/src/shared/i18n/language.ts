import type { Locale } from '@portico/contracts'

export const LANGUAGES = ['en', 'nl'] as const satisfies readonly Locale[]
export const DEFAULT_LANGUAGE: Locale = 'en'
export const LANGUAGE_STORAGE_KEY = 'portico.locale'

export function toLanguage(value: string | null | undefined): Locale | null {
  if (!value) return null
  const base = value.toLowerCase().split(/[-_]/)[0]
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Locale) : null
}

/** Issue 3.7: the user record's locale, then the stored choice, then the browser, then English. */
export function resolveLanguage(input: {
  userLocale?: string | null
  stored?: string | null
  browser?: readonly string[]
}): Locale {
  const fromBrowser = (input.browser ?? []).map(toLanguage).find((language) => language !== null)
  return toLanguage(input.userLocale) ?? toLanguage(input.stored) ?? fromBrowser ?? DEFAULT_LANGUAGE
}

/** BCP 47 tag used for dates, numbers and money. */
export function intlLocale(language: Locale): string {
  return language === 'nl' ? 'nl-NL' : 'en-GB'
}
