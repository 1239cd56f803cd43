import { todayIn } from '@portico/domain'

/** Within this many days an expiry date is "soon": the list says how many days are left. */
export const SOON_DAYS = 90

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative once it has passed. */
export function daysBetween(today: string, date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)
  return Math.round(ms / 86_400_000)
}

/** Today in the browser's own time zone: the day the user sees on their calendar. */
export function localToday(now: Date = new Date()): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now)
}

/** The days left before an expiry date when it is soon (0 up to SOON_DAYS), else null. */
export function soonDays(expiresOn: string | null, today: string): number | null {
  if (!expiresOn) return null
  const days = daysBetween(today, expiresOn)
  return days >= 0 && days <= SOON_DAYS ? days : null
}

/**
 * Whether the registry of a TLD offers a transfer lock, as far as the web knows. SIDN (.nl) has none;
 * for other TLDs the registrar's answer tells (a lock asked for and not set: the registry has none).
 */
export function lockSupported(tld: string): boolean {
  return tld.replace(/^\./, '').toLowerCase() !== 'nl'
}
