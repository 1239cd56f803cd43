import type { DnsRecordInput, DnsZoneInput } from '@portico/contracts'
import { DNS_TTL, type DnsRecordType } from '@portico/domain'

/** One record as the editor holds it: numbers stay text until the contract reads them. */
export type DnsRow = {
  /** Stable across edits and removals (React's key); never sent. */
  key: string
  name: string
  type: DnsRecordType
  content: string
  ttl: string
  priority: string
}

/** MX and SRV carry a priority; the other types have none (the contract refuses one). */
export const hasPriority = (type: DnsRecordType) => type === 'MX' || type === 'SRV'

let nextKey = 0
const newKey = () => `r${++nextKey}`

export function dnsRowsOf(records: readonly DnsRecordInput[]): DnsRow[] {
  return records.map((r) => ({
    key: newKey(),
    name: r.name,
    type: r.type,
    content: r.content,
    ttl: String(r.ttl ?? DNS_TTL.default),
    priority: r.priority == null ? '' : String(r.priority),
  }))
}

export function blankDnsRow(type: DnsRecordType = 'A'): DnsRow {
  return {
    key: newKey(),
    name: '@',
    type,
    content: '',
    ttl: String(DNS_TTL.default),
    priority: hasPriority(type) ? '10' : '',
  }
}

/** A type change keeps the name and TTL; a priority appears (10) or goes with the type. */
export function withType(row: DnsRow, type: DnsRecordType): DnsRow {
  const priority = hasPriority(type) ? row.priority || '10' : ''
  return { ...row, type, priority }
}

const integer = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()))

/** The rows as the contract's input (in the same order, so `records.<i>` is row i). */
export function zoneInputOf(rows: readonly DnsRow[]): DnsZoneInput {
  return {
    records: rows.map((row) => ({
      name: row.name.trim(),
      type: row.type,
      content: row.content.trim(),
      ttl: integer(row.ttl),
      priority: hasPriority(row.type) ? integer(row.priority) : null,
    })),
  }
}

/** `records.3.content` → { row: 3, field: 'content' }; other paths belong to no row. */
export function recordFieldOf(path: string): { row: number; field: string } | null {
  const match = /^records\.(\d+)\.(\w+)$/.exec(path)
  return match ? { row: Number(match[1]), field: match[2] ?? '' } : null
}

/**
 * Errors keyed by path move with their rows when a row is removed: the errors of the rows after it
 * shift up one, the removed row's go.
 */
export function errorsWithoutRow(errors: Record<string, string>, removed: number): Record<string, string> {
  const next: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const at = recordFieldOf(path)
    if (!at) next[path] = message
    else if (at.row < removed) next[path] = message
    else if (at.row > removed) next[`records.${at.row - 1}.${at.field}`] = message
  }
  return next
}
