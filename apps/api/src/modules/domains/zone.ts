import type { DnsRecordInput } from '@portico/contracts'
import type { ZoneRecord } from './registrar/adapter.ts'

/** A record's owner as the registrar's DNS wants it: fully qualified, without the final dot. */
function ownerName(name: string, domain: string): string {
  if (name === '@') return domain
  if (name.endsWith('.')) return name.slice(0, -1)
  return `${name}.${domain}`
}

/** The portal's zone (names relative to the domain, '@' the domain itself) as the registrar's records. */
export const zoneRecords = (domain: string, records: DnsRecordInput[]): ZoneRecord[] =>
  records.map((r) => ({
    name: ownerName(r.name, domain),
    type: r.type,
    content: r.content,
    ttl: r.ttl ?? 3600,
    ...(r.priority === null || r.priority === undefined ? {} : { prio: r.priority }),
  }))
