/**
 * Panel sizes to bytes. Each panel has its own unit and its own word for "unlimited"; the portal
 * keeps bytes and null (unlimited) only. The tables per panel are in test/hosting-units.test.ts.
 */

const MB = 1024 * 1024

/** A value as a panel sends it: a number, or text in a url-encoded or JSON answer. */
type Raw = string | number | null | undefined

function numberOf(raw: Raw): number | null {
  if (raw === null || raw === undefined) return null
  const text = String(raw).trim().toLowerCase()
  if (text === '' || text === 'unlimited' || text === 'on') return null
  const value = Number(text)
  if (!Number.isFinite(value)) throw new Error(`Not a size: ${String(raw)}`)
  return value
}

/** A used size in MB (DirectAdmin's usage, WHMCS's columns): fractional MB rounded to whole bytes. */
export function usedMegabytes(raw: Raw): number {
  const value = numberOf(raw)
  return value === null || value < 0 ? 0 : Math.round(value * MB)
}

/**
 * A limit in MB: "unlimited", -1 and (as DirectAdmin, cPanel and WHMCS read it) 0 are unlimited.
 * DirectAdmin's user config also says "ON" for an unlimited quota (uquota=ON).
 */
export function limitMegabytes(raw: Raw): number | null {
  const value = numberOf(raw)
  return value === null || value <= 0 ? null : Math.round(value * MB)
}

/** A limit in bytes (Plesk, the sandbox): -1 is unlimited; 0 is a real limit of nothing. */
export function limitBytes(raw: Raw): number | null {
  const value = numberOf(raw)
  return value === null || value < 0 ? null : Math.round(value)
}

/** A count limit (domains, mailboxes, databases): "unlimited" and -1 are unlimited, 0 is none allowed. */
export function limitCount(raw: Raw): number | null {
  const value = numberOf(raw)
  return value === null || value < 0 ? null : Math.floor(value)
}

/** A used count; a missing value is 0. */
export function usedCount(raw: Raw): number {
  const value = numberOf(raw)
  return value === null || value < 0 ? 0 : Math.floor(value)
}
