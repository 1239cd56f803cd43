import { queryClient } from '../shared/api/queryClient.ts'
import { startAuth } from '../shared/auth/auth.ts'
import { authStore } from '../shared/auth/authStore.ts'
import { brandCodeOf } from '../shared/config/brand.ts'
import { loadClientConfig } from '../shared/config/clientConfig.ts'
import { errorReporting } from '../shared/errorReporting/index.ts'
import { applyLanguage, initI18n } from '../shared/i18n/i18n.ts'
import { LANGUAGE_STORAGE_KEY, resolveLanguage, toLanguage } from '../shared/i18n/language.ts'
import { browserStorage, readItem } from '../shared/lib/storage.ts'
import { onCompanyScopeChanged } from '../shared/scope/scopeService.ts'
import { areaStrings } from './translations.ts'

/** Spec 4 start-up: configuration, language, authentication; the app mounts only after this. */
export async function bootstrap(): Promise<void> {
  // Language first, so even a failed start-up speaks the user's language.
  await initI18n(
    resolveLanguage({
      stored: readItem(browserStorage(), LANGUAGE_STORAGE_KEY),
      browser: navigator.languages,
    }),
    areaStrings,
  )
  const config = await loadClientConfig(fetch, brandCodeOf(new URL(window.location.href)))
  // Not awaited: Sentry (only with a DSN) loads beside sign-in instead of delaying it.
  errorReporting
    .start(config)
    .then((started) => {
      if (!started) errorReporting.disable()
    })
    .catch((error: unknown) => console.error('Error reporting did not start', error))

  const auth = startAuth(config)
  const result = await auth.init(new URL(window.location.href))
  if (result.notAuthenticated) window.history.replaceState(null, '', '/sign-in?error=not-authenticated')
  else if (result.returnTo) window.history.replaceState(null, '', result.returnTo)

  followUserLocale()
  // Spec 4: a scope change reloads the menu (its key holds the scope) and refetches the data on screen.
  onCompanyScopeChanged(() => {
    void queryClient.resetQueries({
      predicate: (query) => !['me', 'company', 'menu'].includes(String(query.queryKey[0])),
    })
  })
}

/** Issue 3.7: the user record's locale wins over the stored choice and the browser. */
function followUserLocale(): void {
  let applied: string | null = null
  const apply = () => {
    const locale = toLanguage(authStore.getState().user.locale)
    if (locale && locale !== applied) {
      applied = locale
      void applyLanguage(locale)
    }
  }
  apply()
  authStore.subscribe(apply)
}
