import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core'
import type { Appearance, Me } from '@portico/contracts'
import { useEffect, useRef } from 'react'
import { api } from '../api/api.ts'
import { useAuth } from '../auth/useAuth.ts'
import { browserStorage, readItem, writeItem } from '../lib/storage.ts'
import { darkModeToScheme, readDarkMode, schemeToDarkMode, type ThemeSettings } from './themeSettings.ts'
import { themeStore, updateThemeSettings } from './themeStore.ts'

/** When this browser's appearance was last chosen (ISO time); what the server's is compared with. */
const CHANGED_AT_KEY = 'portico.appearanceChangedAt'

/** This browser's appearance as the server keeps it, stamped `changedAt`. */
function localAppearance(changedAt: string): Appearance {
  const theme = themeStore.getState()
  return {
    dark_mode: readDarkMode(browserStorage()),
    color_theme: theme.colorTheme,
    sidebar_style: theme.sidebarStyle,
    header_style: theme.headerStyle,
    changed_at: changedAt,
  }
}

/** Saves this browser's appearance on the user (PATCH /_me); kept here either way. */
function push(changedAt: string) {
  void api.patch<Me>('/api/v1/_me', { appearance: localAppearance(changedAt) }).catch(() => undefined)
}

/** A choice made here: stamped at once (so a reload before the save still knows it is newer), then saved. */
function remember() {
  const now = new Date().toISOString()
  writeItem(browserStorage(), CHANGED_AT_KEY, now)
  push(now)
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
 * Once the user is loaded, the newer of this browser's choice and the server's wins: the server's is
 * applied here, or this browser's (chosen later, say just before a reload) is saved there. A user
 * who never chose keeps the browser's look. Renders nothing.
 */
export function AppearanceSync() {
  const loaded = useAuth(({ isLoaded, user }) => isLoaded && user.id !== null)
  const kept = useAuth(({ user }) => user.appearance)
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const settled = useRef(false)
  useEffect(() => {
    if (!loaded || settled.current) return
    settled.current = true
    const local = readItem(browserStorage(), CHANGED_AT_KEY)
    if (local && (!kept || local > kept.changed_at)) return push(local)
    if (!kept) return
    writeItem(browserStorage(), CHANGED_AT_KEY, kept.changed_at)
    updateThemeSettings({
      colorTheme: kept.color_theme,
      sidebarStyle: kept.sidebar_style,
      headerStyle: kept.header_style,
    })
    if (schemeToDarkMode(colorScheme) !== kept.dark_mode) setColorScheme(darkModeToScheme(kept.dark_mode))
  }, [loaded, kept, colorScheme, setColorScheme])
  return null
}
