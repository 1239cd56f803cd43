import type { Locale } from '@portico/contracts'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { browserStorage, writeItem } from '../lib/storage.ts'
import { LANGUAGE_STORAGE_KEY, toLanguage } from './language.ts'
import en from './locales/en.ts'

/** English ships with the app; Dutch loads on first use to keep the landing bundle small. */
export async function initI18n(language: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'nl'],
    // Server menu names may be plain labels containing ':'; only '.' separates keys.
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  await applyLanguage(language)
}

export async function applyLanguage(language: Locale): Promise<void> {
  if (language === 'nl' && !i18n.hasResourceBundle('nl', 'translation')) {
    const { default: nl } = await import('./locales/nl.ts')
    i18n.addResourceBundle('nl', 'translation', nl)
  }
  if (i18n.language !== language) await i18n.changeLanguage(language)
  document.documentElement.lang = language
}

/** A choice made in the UI is remembered for the next visit. */
export function storeLanguage(language: Locale): void {
  writeItem(browserStorage(), LANGUAGE_STORAGE_KEY, language)
}

export function currentLanguage(): Locale {
  return toLanguage(i18n.language) ?? 'en'
}

export { i18n }
