import type { Locale } from '@portico/contracts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { authStore } from '../auth/authStore.ts'
import { useUpdateLocaleMutation } from '../auth/queries.ts'
import { applyLanguage, storeLanguage } from './i18n.ts'
import { toLanguage } from './language.ts'

/** Changing language stores the choice and saves it on the user (PATCH /api/v1/_me). */
export function useLanguage() {
  const { i18n } = useTranslation()
  const updateLocale = useUpdateLocaleMutation()
  const language: Locale = toLanguage(i18n.language) ?? 'en'
  const { mutate } = updateLocale
  const setLanguage = useCallback(
    async (next: Locale) => {
      storeLanguage(next)
      await applyLanguage(next)
      if (authStore.getState().isAuthenticated) mutate(next)
    },
    [mutate],
  )
  return { language, setLanguage }
}
