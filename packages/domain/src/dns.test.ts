import { describe, expect, it } from 'vitest'
import {
  type DnsProblemCode,
  type DnsRecord,
  type DnsRecordType,
  validateDnsRecord,
  validateDnsZone,
} from './dns.ts'

type Row = [
  type: DnsRecordType,
  name: string,
  content: string,
  priority: number | null,
  expected: DnsProblemCode[],
]

// One row a record: what a customer types, and the codes it must give (none = valid).
const rows: Row[] = [
  ['A', '@', '192.0.2.10', null, []],
  ['A', 'www', '203.0.113.255', null, []],
  ['A', '*', '198.51.100.1', null, []],
  ['A', '*.dev', '198.51.100.1', null, []],
  ['A', 'www', '256.1.1.1', null, ['ipv4']],
  ['A', 'www', '192.0.2', null, ['ipv4']],
  ['A', 'www', '192.0.2.01', null, ['ipv4']],
  ['A', 'www', '2001:db8::1', null, ['ipv4']],
  ['A', '-www', '192.0.2.10', null, ['name']],
  ['A', 'mail.*', '192.0.2.10', null, ['name']],
  ['A', 'a b', '192.0.2.10', null, ['name']],
  ['A', 'www', '192.0.2.10', 10, ['priority']],
  ['AAAA', '@', '2001:db8::1', null, []],
  ['AAAA', 'v6', '2001:0db8:0000:0000:0000:ff00:0042:8329', null, []],
  ['AAAA', 'v6', '::1', null, []],
  ['AAAA', 'v6', '::ffff:192.0.2.128', null, []],
  ['AAAA', 'v6', '2001:db8::1::2', null, ['ipv6']],
  ['AAAA', 'v6', '2001:db8:0:0:0:0:0:0:1', null, ['ipv6']],
  ['AAAA', 'v6', '2001:db8::g', null, ['ipv6']],
  ['AAAA', 'v6', '192.0.2.10', null, ['ipv6']],
  ['CNAME', 'www', 'acme-example.nl.', null, []],
  ['CNAME', 'shop', 'shops.myshopify.com', null, []],
  ['CNAME', '@', 'acme-example.nl.', null, ['apexCname']],
  ['CNAME', 'www', '192.0.2.10', null, ['targetIsAddress']],
  ['CNAME', 'www', 'under_score.example', null, ['target']],
  ['MX', '@', 'mx1.acme-example.nl', 10, []],
  ['MX', '@', 'acme-example-nl.mail.protection.outlook.com.', 0, []],
  ['MX', '@', '.', 0, []],
  ['MX', '@', '.', 10, ['target']],
  ['MX', '@', '192.0.2.25', 10, ['targetIsAddress']],
  ['MX', '@', 'mx1.acme-example.nl', null, ['priority']],
  ['MX', '@', 'mx1.acme-example.nl', 70000, ['priority']],
  ['TXT', '@', 'v=spf1 include:spf.protection.outlook.com -all', null, []],
  ['TXT', '_dmarc', 'v=DMARC1; p=quarantine; rua=mailto:dmarc@acme-example.nl', null, []],
  ['TXT', 'selector1._domainkey', `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`, null, []],
  ['TXT', '@', '   ', null, ['txtEmpty']],
  ['TXT', '@', 'x'.repeat(4001), null, ['txtLength']],
  ['TXT', '@', 'line\nbreak', null, ['txtLength']],
  ['SRV', '_sip._tls', '100 443 sipdir.online.lync.com.', 100, []],
  ['SRV', '_autodiscover._tcp', '0 443 autodiscover.acme-example.nl', 0, []],
  ['SRV', '_xmpp._tcp.chat', '5 5269 xmpp.acme-example.nl', 10, []],
  ['SRV', 'sip._tcp', '100 443 sip.example.com', 10, ['srvName']],
  ['SRV', '_sip._http', '100 443 sip.example.com', 10, ['srvName']],
  ['SRV', '_sip._tcp', '100 443', 10, ['srvContent']],
  ['SRV', '_sip._tcp', '100 99999 sip.example.com', 10, ['srvContent']],
  ['SRV', '_sip._tcp', '100 443 192.0.2.5', 10, ['targetIsAddress']],
  ['SRV', '_sip._tcp', '100 443 sip.example.com', null, ['priority']],
  ['CAA', '@', '0 issue "letsencrypt.org"', null, []],
  ['CAA', '@', '0 issuewild ";"', null, []],
  ['CAA', '@', '128 issue "sectigo.com; validationmethods=dns-01"', null, []],
  ['CAA', '@', '0 iodef "mailto:security@acme-example.nl"', null, []],
  ['CAA', '@', '0 iodef "https://acme-example.nl/caa"', null, []],
  ['CAA', '@', '0 issue letsencrypt.org', null, ['caaContent']],
  ['CAA', '@', '300 issue "letsencrypt.org"', null, ['caaContent']],
  ['CAA', '@', '0 policy "letsencrypt.org"', null, ['caaTag']],
  ['CAA', '@', '0 iodef "ftp://acme-example.nl"', null, ['caaValue']],
  ['CAA', '@', '0 issue "not a domain"', null, ['caaValue']],
]

describe('validateDnsRecord', () => {
  it.each(rows)('%s %s %j (priority %s) gives %j', (type, name, content, priority, expected) => {
    const record: DnsRecord = { type, name, content, priority, ttl: 3600 }
    expect(validateDnsRecord(record).map((p) => p.code)).toEqual(expected)
  })

  it.each([59, 604_801, 3600.5, Number.NaN])('refuses a TTL of %s', (ttl) => {
    expect(validateDnsRecord({ type: 'A', name: '@', content: '192.0.2.1', ttl })).toEqual([
      { field: 'ttl', code: 'ttl' },
    ])
  })

  it('reports a malformed SRV name once, as a name', () => {
    const problems = validateDnsRecord({
      type: 'SRV',
      name: '_sip._tcp.-x',
      content: '1 5060 sip.example.com',
      ttl: 300,
      priority: 1,
    })
    expect(problems).toEqual([{ field: 'name', code: 'name' }])
  })
})

describe('validateDnsZone', () => {
  const record = (type: DnsRecordType, name: string, content: string, priority?: number): DnsRecord => ({
    type,
    name,
    content,
    ttl: 3600,
    priority: priority ?? null,
  })

  it('accepts a typical Microsoft 365 zone', () => {
    const zone = [
      record('A', '@', '192.0.2.10'),
      record('CNAME', 'www', 'acme-example.nl.'),
      record('MX', '@', 'acme-example-nl.mail.protection.outlook.com', 0),
      record('TXT', '@', 'v=spf1 include:spf.protection.outlook.com -all'),
      record('TXT', '@', 'MS=ms12345678'),
      record('CNAME', 'autodiscover', 'autodiscover.outlook.com'),
      record('SRV', '_sip._tls', '100 443 sipdir.online.lync.com', 100),
    ]
    expect(validateDnsZone(zone)).toEqual([])
  })

  it('refuses a CNAME beside another record of the same name, whatever the case', () => {
    const zone = [
      record('CNAME', 'www', 'acme-example.nl.'),
      record('TXT', 'WWW', 'hello'),
      record('A', 'mail', '192.0.2.1'),
    ]
    expect(validateDnsZone(zone)).toEqual([{ field: 'name', code: 'cnameConflict', index: 0 }])
  })

  it('refuses two CNAMEs of one name, and a record given twice', () => {
    const zone = [
      record('CNAME', 'shop', 'a.example.com'),
      record('CNAME', 'shop', 'b.example.com'),
      record('MX', '@', 'mx.example.com', 10),
      record('MX', '@', 'MX.example.com', 10),
    ]
    expect(validateDnsZone(zone)).toEqual([
      { field: 'name', code: 'cnameConflict', index: 0 },
      { field: 'name', code: 'cnameConflict', index: 1 },
      { field: 'content', code: 'duplicate', index: 3 },
    ])
  })

  it("keeps each record's own problems with its index", () => {
    const zone = [record('A', '@', '192.0.2.1'), record('MX', '@', '192.0.2.25', 10)]
    expect(validateDnsZone(zone)).toEqual([{ field: 'content', code: 'targetIsAddress', index: 1 }])
  })
})
