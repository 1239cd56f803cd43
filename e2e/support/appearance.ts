import type { PorticoApi } from '../pages/PorticoApi.ts'

/** The portal's look out of the box (theme-init.js defaults). */
export const DEFAULT_APPEARANCE = {
  dark_mode: 'off',
  color_theme: 'default',
  sidebar_style: 'dark',
  header_style: 'light',
} as const

/**
 * A user's dark mode and theme follow them to every later browser (kept on the server): a spec that
 * changes them puts the defaults back, so that the other specs see the portal's defaults.
 */
export async function resetAppearance(api: PorticoApi): Promise<void> {
  const appearance = { ...DEFAULT_APPEARANCE, changed_at: new Date().toISOString() }
  await api.request('PATCH', '/_me', { appearance })
}
