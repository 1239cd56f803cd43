/**
 * Where a domain stands in its registry's life cycle on a given day, from its expiry date and its
 * TLD's windows. gTLDs (ICANN): after expiry an auto-renew grace in which a renewal at the normal
 * price brings it back, then 30 days of redemption (restore at the restore price), then 5 days
 * pending delete, then it is free for anyone. `.nl` (SIDN): no grace; a name that is not renewed is
 * cancelled into 40 days of quarantine, in which only the former holder can restore it, then it is
 * free. Other ccTLDs set their own windows in the TLD catalogue.
 */
import { addDays } from './dates.ts'

export type TldKind = 'gtld' | 'nl' | 'cctld'

export interface TldWindows {
  /** Days after expiry in which a plain renewal still works. */
  graceDays: number
  /** Days after the grace in which a restore (at the restore price) works: redemption or quarantine. */
  redemptionDays: number
  /** Days after that before the name is released. */
  pendingDeleteDays: number
}

/** The registries' usual windows, which a TLD in the catalogue starts from. */
export const TLD_WINDOWS: Record<TldKind, TldWindows> = {
  gtld: { graceDays: 30, redemptionDays: 30, pendingDeleteDays: 5 },
  nl: { graceDays: 0, redemptionDays: 40, pendingDeleteDays: 0 },
  cctld: { graceDays: 30, redemptionDays: 30, pendingDeleteDays: 0 },
}

export const DOMAIN_LIFECYCLE_STATES = [
  'active',
  'grace',
  'redemption',
  'quarantine',
  'pending_delete',
  'released',
] as const
export type DomainLifecycleState = (typeof DOMAIN_LIFECYCLE_STATES)[number]

export interface DomainLifecycle {
  state: DomainLifecycleState
  /** The first day of the next state; null once released. */
  until: string | null
  /** What brings the domain back today: a renewal, a restore, or nothing. */
  recovery: 'renew' | 'restore' | null
}

/**
 * The state on `today` of a domain that expires (or expired) on `expiry`: active up to and
 * including the day before expiry, then each window in turn, counted in whole days.
 */
export function domainLifecycle(
  kind: TldKind,
  expiry: string,
  today: string,
  windows = TLD_WINDOWS[kind],
): DomainLifecycle {
  const graceEnd = addDays(expiry, windows.graceDays)
  const redemptionEnd = addDays(graceEnd, windows.redemptionDays)
  const deleteEnd = addDays(redemptionEnd, windows.pendingDeleteDays)
  if (today < expiry) return { state: 'active', until: expiry, recovery: 'renew' }
  if (today < graceEnd) return { state: 'grace', until: graceEnd, recovery: 'renew' }
  if (today < redemptionEnd) {
    return { state: kind === 'nl' ? 'quarantine' : 'redemption', until: redemptionEnd, recovery: 'restore' }
  }
  if (today < deleteEnd) return { state: 'pending_delete', until: deleteEnd, recovery: null }
  return { state: 'released', until: null, recovery: null }
}
