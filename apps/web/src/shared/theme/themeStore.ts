import { createStore } from '../lib/createStore.ts'
import { browserStorage } from '../lib/storage.ts'
import { readThemeSettings, type ThemeSettings, writeThemeSettings } from './themeSettings.ts'

/** Colour theme, sidebar and header style; dark mode itself is Mantine's (see darkModeManager). */
export const themeStore = createStore<ThemeSettings>(readThemeSettings(browserStorage()))

export function updateThemeSettings(change: Partial<ThemeSettings>): void {
  const next = { ...themeStore.getState(), ...change }
  writeThemeSettings(browserStorage(), next)
  const root = document.documentElement
  root.setAttribute('data-portico-theme', next.colorTheme)
  root.setAttribute('data-portico-sidebar', next.sidebarStyle)
  root.setAttribute('data-portico-header', next.headerStyle)
  themeStore.setState(next)
}
