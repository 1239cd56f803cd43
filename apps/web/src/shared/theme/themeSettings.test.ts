import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../lib/storage.ts'
import {
  darkModeToScheme,
  effectiveAreaStyle,
  readDarkMode,
  readThemeSettings,
  schemeToDarkMode,
  THEME_KEYS,
  writeThemeSettings,
} from './themeSettings.ts'

function storage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

describe('theme settings', () => {
  it('reads defaults when nothing or nonsense is stored', () => {
    // No choice saved: follow the operating system (issue 26, item 8).
    expect(readDarkMode(storage())).toBe('system')
    expect(readDarkMode(storage({ [THEME_KEYS.darkMode]: 'maybe' }))).toBe('system')
    expect(readThemeSettings(storage({ [THEME_KEYS.colorTheme]: 'neon' }))).toEqual({
      colorTheme: 'default',
      sidebarStyle: 'dark',
      headerStyle: 'light',
    })
  })

  it('round-trips stored settings', () => {
    const s = storage()
    writeThemeSettings(s, { colorTheme: 'amethyst', sidebarStyle: 'light', headerStyle: 'dark' })
    expect(readThemeSettings(s)).toEqual({
      colorTheme: 'amethyst',
      sidebarStyle: 'light',
      headerStyle: 'dark',
    })
  })

  it('maps dark mode on, off and system to Mantine schemes and back', () => {
    expect(darkModeToScheme('on')).toBe('dark')
    expect(darkModeToScheme('off')).toBe('light')
    expect(darkModeToScheme('system')).toBe('auto')
    expect(schemeToDarkMode('dark')).toBe('on')
    expect(schemeToDarkMode('light')).toBe('off')
    expect(schemeToDarkMode('auto')).toBe('system')
  })

  it('forces dark sidebar and header while dark mode is active', () => {
    expect(effectiveAreaStyle('light', true)).toBe('dark')
    expect(effectiveAreaStyle('light', false)).toBe('light')
  })
})
