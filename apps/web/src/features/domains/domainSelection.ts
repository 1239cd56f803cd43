import { useSyncExternalStore } from 'react'

/**
 * The names chosen on the check page, to register or to transfer in, per company: what /domains/setup
 * orders. Kept in sessionStorage so it survives a reload and the way to setup, not the browser tab.
 */
export type SelectedDomain = {
  company_id: string
  domain: string
  tld: string
  product_id: string
  action: 'register' | 'transfer'
  /** A transfer's auth (EPP) code from the losing registrar; null when the TLD needs none. */
  auth_code: string | null
  /** One year, as the check showed it: registering, or transferring. */
  price_minor: number | null
  currency: string
}

export const SELECTION_KEY = 'portico.domains.selection'

const isSelected = (value: unknown): value is SelectedDomain => {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    typeof item.company_id === 'string' &&
    typeof item.domain === 'string' &&
    typeof item.tld === 'string' &&
    typeof item.product_id === 'string' &&
    (item.action === 'register' || item.action === 'transfer') &&
    (item.auth_code === null || typeof item.auth_code === 'string') &&
    (item.price_minor === null || typeof item.price_minor === 'number') &&
    typeof item.currency === 'string'
  )
}

/** The stored selection; anything unreadable (an older shape, a hand edit) counts as empty. */
export function parseSelection(raw: string | null): SelectedDomain[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter(isSelected) : []
  } catch {
    return []
  }
}

/** A name once per company: choosing it again (transfer instead of register) replaces the choice. */
export function withSelected(list: readonly SelectedDomain[], item: SelectedDomain): SelectedDomain[] {
  return [...withoutSelected(list, item.company_id, item.domain), item]
}

export function withoutSelected(
  list: readonly SelectedDomain[],
  company: string,
  domain: string,
): SelectedDomain[] {
  return list.filter((i) => !(i.company_id === company && i.domain === domain))
}

export function selectionOf(list: readonly SelectedDomain[], company: string | null): SelectedDomain[] {
  return company ? list.filter((i) => i.company_id === company) : []
}

const listeners = new Set<() => void>()
let cachedRaw: string | null = null
let cached: SelectedDomain[] = []

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** The whole selection (every company's), read from sessionStorage. */
export function readSelection(): SelectedDomain[] {
  const raw = storage()?.getItem(SELECTION_KEY) ?? null
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseSelection(raw)
  }
  return cached
}

export function writeSelection(next: readonly SelectedDomain[]) {
  storage()?.setItem(SELECTION_KEY, JSON.stringify(next))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The selection of one company, with add and remove; every component using it follows along. */
export function useDomainSelection(company: string | null) {
  const all = useSyncExternalStore(subscribe, readSelection, () => [])
  return {
    items: selectionOf(all, company),
    add: (item: SelectedDomain) => writeSelection(withSelected(readSelection(), item)),
    remove: (domain: string) => {
      if (company) writeSelection(withoutSelected(readSelection(), company, domain))
    },
  }
}
