import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core'
import type { Appearance, Me } from '@portico/contracts'
import { useEffect, useRef } from 'react'
import { api } from '../api/api.ts'
import { useAuth } from '../auth/useAuth.ts'
import { browserStorage } from '../lib/storage.ts'
import { darkModeToScheme, readDarkMode, schemeToDarkMode, type ThemeSettings } from './themeSettings.ts'
import { themeStore, updateThemeSettings } from './themeStore.ts'

/** How long a choice waits before it is saved (a user trying themes saves once). */
const SAVE_AFTER_MS = 800
let pending: ReturnType<typeof setTimeout> | undefined

/** Saves this browser's appearance on the user (PATCH /_me), shortly after the last change. */
function remember() {
  clearTimeout(pending)
  pending = setTimeout(() => {
    const theme = themeStore.getState()
    const appearance: Appearance = {
      dark_mode: readDarkMode(browserStorage()),
      color_theme: theme.colorTheme,
      sidebar_style: theme.sidebarStyle,
      header_style: theme.headerStyle,
    }
    // Kept in this browser either way; a failed save is tried again with the next change.
    void api.patch<Me>('/api/v1/_me', { appearance }).catch(() => undefined)
  }, SAVE_AFTER_MS)
}

/**
 * The user's own choices of dark mode, colour theme and area styles: applied here and kept on the
 * server, so they follow the user to another browser (issue 15). Only a choice is saved: what a
 * browser starts with is not.
 */
export function useAppearance() {
  const { setColorScheme } = useMantineColorScheme()
  return {
    setColorScheme: (scheme: MantineColorScheme) => {
      setColorScheme(scheme)
      remember()
    },
    updateTheme: (change: Partial<ThemeSettings>) => {
      updateThemeSettings(change)
      remember()
    },
  }
}

/**
 * Once the user is loaded, the appearance kept on the server is applied (it wins over this
 * browser's); a user who never chose keeps the browser's. Renders nothing.
 */
export function AppearanceSync() {
  const loaded = useAuth(({ isLoaded, user }) => isLoaded && user.id !== null)
  const kept = useAuth(({ user }) => user.appearance)
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const applied = useRef(false)
  useEffect(() => {
    if (!loaded || applied.current) return
    applied.current = true
    if (!kept) return
    updateThemeSettings({
      colorTheme: kept.color_theme,
      sidebarStyle: kept.sidebar_style,
      headerStyle: kept.header_style,
    })
    if (schemeToDarkMode(colorScheme) !== kept.dark_mode) setColorScheme(darkModeToScheme(kept.dark_mode))
  }, [loaded, kept, colorScheme, setColorScheme])
  return null
}
