import { type UseTranslationOptions, useTranslation } from 'react-i18next'
import { i18n } from '../i18n/i18n.ts'
import { toLanguage } from '../i18n/language.ts'

type Bundle = Record<string, unknown>

/**
 * Feature strings live with the feature and load with its lazy pages, so the landing bundle stays small.
 * English is added at once; Dutch when the language is (or later becomes) nl.
 */
export async function registerTranslations(
  en: Bundle,
  loadNl: () => Promise<{ default: Bundle }>,
): Promise<void> {
  i18n.addResourceBundle('en', 'translation', en, true, true)
  let loadingNl: Promise<void> | null = null
  const ensureNl = () => {
    loadingNl ??= loadNl().then(({ default: nl }) => {
      i18n.addResourceBundle('nl', 'translation', nl, true, true)
    })
    return loadingNl
  }
  i18n.on('languageChanged', (language: string) => {
    if (toLanguage(language) === 'nl') void ensureNl()
  })
  if (toLanguage(i18n.language) === 'nl') await ensureNl()
}

// react-i18next reads bindI18nStore at run time but its types leave it out.
const REFRESH_ON_ADDED = { bindI18nStore: 'added' } as UseTranslationOptions<undefined>

/** useTranslation that also re-renders when a feature bundle arrives after a language switch. */
export function useFeatureTranslation() {
  return useTranslation(undefined, REFRESH_ON_ADDED)
}
