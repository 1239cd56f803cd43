import type { MantineColorSchemeManager } from '@mantine/core'
import { browserStorage, writeItem } from '../lib/storage.ts'
import { darkModeToScheme, readDarkMode, schemeToDarkMode, THEME_KEYS } from './themeSettings.ts'

/** Stores Mantine's colour scheme as the spec's on / off / system, and follows other tabs. */
export function darkModeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | null = null
  return {
    get: () => darkModeToScheme(readDarkMode(browserStorage())),
    set: (scheme) => writeItem(browserStorage(), THEME_KEYS.darkMode, schemeToDarkMode(scheme)),
    subscribe(onUpdate) {
      listener = (event) => {
        if (event.key === THEME_KEYS.darkMode) onUpdate(darkModeToScheme(readDarkMode(browserStorage())))
      }
      window.addEventListener('storage', listener)
    },
    unsubscribe() {
      if (listener) window.removeEventListener('storage', listener)
      listener = null
    },
    clear: () => writeItem(browserStorage(), THEME_KEYS.darkMode, null),
  }
}
