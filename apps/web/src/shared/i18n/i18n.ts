import type { Locale } from '@portico/contracts'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { browserStorage, writeItem } from '../lib/storage.ts'
import type { AreaStrings } from './areaStrings.ts'
import { LANGUAGE_STORAGE_KEY, toLanguage } from './language.ts'
import en from './locales/en.ts'

let areas: readonly AreaStrings[] = []
let dutch: Promise<void> | null = null

/**
 * English ships with the app; Dutch loads on first use to keep the landing bundle small. The shell's
 * own strings (locales/) come first, then every area's start-up strings.
 */
export async function initI18n(language: Locale, areaStrings: readonly AreaStrings[]): Promise<void> {
  areas = areaStrings
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
  for (const area of areas) i18n.addResourceBundle('en', 'translation', area.en, true, true)
  await applyLanguage(language)
}

/** The shell's and every area's Dutch strings, fetched in parallel, once. */
function loadDutch(): Promise<void> {
  dutch ??= Promise.all([import('./locales/nl.ts'), ...areas.map((area) => area.nl())]).then((bundles) => {
    for (const { default: bundle } of bundles) i18n.addResourceBundle('nl', 'translation', bundle, true, true)
  })
  // A failed download is tried again on the next switch.
  dutch.catch(() => {
    dutch = null
  })
  return dutch
}

export async function applyLanguage(language: Locale): Promise<void> {
  if (language === 'nl') await loadDutch()
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
