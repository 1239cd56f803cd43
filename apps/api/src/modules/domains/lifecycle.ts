import type { Domain } from '@portico/contracts'
import { domainLifecycle } from '@portico/domain'
import type { DomainRow, TldWindowsRow } from './domains.repository.ts'
import type { RenewalRow } from './renewals.repository.ts'

/** The states in which the registry holds a name (and the portal may change it there). */
export const REGISTERED: readonly string[] = ['active', 'grace', 'redemption', 'quarantine', 'expired']

type TldWindows = Pick<TldWindowsRow, 'kind' | 'grace_days' | 'redemption_days' | 'pending_delete_days'>

/** Where the registry has the domain today (null: not registered, or a TLD no longer sold). */
export function lifecycleOf(
  { row, tld }: { row: Pick<DomainRow, 'expires_on' | 'status'>; tld: TldWindows | null },
  on: string,
) {
  if (!row.expires_on || !tld || !REGISTERED.includes(row.status)) return null
  return domainLifecycle(tld.kind, row.expires_on, on, {
    graceDays: tld.grace_days,
    redemptionDays: tld.redemption_days,
    pendingDeleteDays: tld.pending_delete_days,
  })
}

/** A renewal as the domain's page shows it. */
export const renewalView = (row: RenewalRow): NonNullable<Domain['renewal']> => ({
  kind: row.kind,
  status: row.status,
  term_start: row.term_start,
  document_id: row.document_id,
  error: row.error,
})
