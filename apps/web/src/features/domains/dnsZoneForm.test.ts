import { DnsZoneInputSchema } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import {
  blankDnsRow,
  dnsRowsOf,
  errorsWithoutRow,
  recordFieldOf,
  withType,
  zoneInputOf,
} from './dnsZoneForm.ts'

const zone = [
  { name: '@', type: 'A' as const, content: '192.0.2.10', ttl: 3600, priority: null },
  { name: 'www', type: 'CNAME' as const, content: 'acme-corp.nl', ttl: 3600, priority: null },
  { name: '@', type: 'MX' as const, content: 'mx1.acme-corp.nl', ttl: 3600, priority: 10 },
]

describe('DNS zone editor', () => {
  it('round-trips the records through the rows, priority only for MX and SRV', () => {
    const rows = dnsRowsOf(zone)
    expect(rows.map((r) => r.priority)).toEqual(['', '', '10'])
    expect(new Set(rows.map((r) => r.key)).size).toBe(3)
    expect(zoneInputOf(rows)).toEqual({ records: zone })
    expect(DnsZoneInputSchema.safeParse(zoneInputOf(rows)).success).toBe(true)
  })

  it('gives a priority to a type that has one and drops it for one that has none', () => {
    const mx = withType(blankDnsRow('A'), 'MX')
    expect(mx.priority).toBe('10')
    expect(withType({ ...mx, priority: '20' }, 'SRV').priority).toBe('20')
    expect(withType(mx, 'TXT').priority).toBe('')
    expect(zoneInputOf([withType(mx, 'TXT')]).records[0]?.priority).toBeNull()
  })

  it('sends an empty TTL or priority as a number the contract refuses on that field', () => {
    const row = { ...blankDnsRow('MX'), content: 'mx.example.net', ttl: '', priority: ' ' }
    const parsed = DnsZoneInputSchema.safeParse(zoneInputOf([row]))
    expect(parsed.success).toBe(false)
    const paths = parsed.error?.issues.map((i) => i.path.join('.')) ?? []
    expect(paths).toContain('records.0.ttl')
    expect(paths).toContain('records.0.priority')
  })

  it('the contract names the CNAME that has another record beside it', () => {
    const rows = [...dnsRowsOf(zone), { ...blankDnsRow('TXT'), name: 'www', content: 'hello' }]
    const parsed = DnsZoneInputSchema.safeParse(zoneInputOf(rows))
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['records.1.name', 'domains.dns.cnameConflict'],
    ])
  })

  it('reads record paths and moves errors up when a row above is removed', () => {
    expect(recordFieldOf('records.12.content')).toEqual({ row: 12, field: 'content' })
    expect(recordFieldOf('records')).toBeNull()
    expect(
      errorsWithoutRow(
        { 'records.0.name': 'a', 'records.1.ttl': 'b', 'records.2.content': 'c', form: 'd' },
        1,
      ),
    ).toEqual({ 'records.0.name': 'a', 'records.1.content': 'c', form: 'd' })
  })
})
