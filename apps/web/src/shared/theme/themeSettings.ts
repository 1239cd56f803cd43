import type { MantineColorScheme } from '@mantine/core'
import { type KeyValueStorage, readItem, writeItem } from '../lib/storage.ts'

/** Spec 1 and 4. Keys and defaults must match public/theme-init.js, which applies them before first paint. */
export const DARK_MODES = ['on', 'off', 'system'] as const
export type DarkMode = (typeof DARK_MODES)[number]
export const COLOR_THEMES = ['default', 'amethyst', 'city', 'flat', 'modern', 'smooth'] as const
export type ColorTheme = (typeof COLOR_THEMES)[number]
export const AREA_STYLES = ['light', 'dark'] as const
export type AreaStyle = (typeof AREA_STYLES)[number]

export const THEME_KEYS = {
  darkMode: 'portico.darkMode',
  colorTheme: 'portico.colorTheme',
  sidebarStyle: 'portico.sidebarStyle',
  headerStyle: 'portico.headerStyle',
} as const

export type ThemeSettings = { colorTheme: ColorTheme; sidebarStyle: AreaStyle; headerStyle: AreaStyle }

/** With no choice saved the portal follows the operating system's setting (issue 26, item 8). */
export const DEFAULT_DARK_MODE: DarkMode = 'system'
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  colorTheme: 'default',
  sidebarStyle: 'dark',
  headerStyle: 'light',
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback
}

export function readDarkMode(storage: KeyValueStorage): DarkMode {
  return oneOf(readItem(storage, THEME_KEYS.darkMode), DARK_MODES, DEFAULT_DARK_MODE)
}

export function readThemeSettings(storage: KeyValueStorage): ThemeSettings {
  return {
    colorTheme: oneOf(
      readItem(storage, THEME_KEYS.colorTheme),
      COLOR_THEMES,
      DEFAULT_THEME_SETTINGS.colorTheme,
    ),
    sidebarStyle: oneOf(
      readItem(storage, THEME_KEYS.sidebarStyle),
      AREA_STYLES,
      DEFAULT_THEME_SETTINGS.sidebarStyle,
    ),
    headerStyle: oneOf(
      readItem(storage, THEME_KEYS.headerStyle),
      AREA_STYLES,
      DEFAULT_THEME_SETTINGS.headerStyle,
    ),
  }
}

export function writeThemeSettings(storage: KeyValueStorage, settings: ThemeSettings): void {
  writeItem(storage, THEME_KEYS.colorTheme, settings.colorTheme)
  writeItem(storage, THEME_KEYS.sidebarStyle, settings.sidebarStyle)
  writeItem(storage, THEME_KEYS.headerStyle, settings.headerStyle)
}

export function darkModeToScheme(mode: DarkMode): MantineColorScheme {
  return mode === 'on' ? 'dark' : mode === 'system' ? 'auto' : 'light'
}

export function schemeToDarkMode(scheme: MantineColorScheme): DarkMode {
  return scheme === 'dark' ? 'on' : scheme === 'auto' ? 'system' : 'off'
}

/** Sidebar and header styles apply only while dark mode is not active (spec 4). */
export function effectiveAreaStyle(style: AreaStyle, darkActive: boolean): AreaStyle {
  return darkActive ? 'dark' : style
}
