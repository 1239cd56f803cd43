import type { ServerResponse } from 'node:http'
import { send } from './fakeRealtimeRegisterAccount.ts'

/** A zone of the fake's DNS service (RTR BASIC): its id and its records as last saved. */
export type FakeZone = { id: number; name: string; service: string; records: Array<Record<string, unknown>> }

const TYPES = ['A', 'AAAA', 'CAA', 'CNAME', 'MX', 'NS', 'SRV', 'TXT']

/** RTR refuses a zone whose records it cannot serve (DnsConfigurationException), whole. */
function refusal(name: string, records: unknown): string | null {
  if (!Array.isArray(records)) return 'records must be a list'
  for (const r of records as Array<Record<string, unknown>>) {
    if (!TYPES.includes(String(r.type))) return `Unsupported record type ${r.type}`
    const owner = String(r.name)
    if (owner !== name && !owner.endsWith(`.${name}`)) return `Record ${owner} is outside the zone ${name}`
    if (!Number.isInteger(r.ttl)) return `Record ${owner} has no ttl`
  }
  return null
}

/** The fake's /dns/zones routes: list by name, create, update (records replaced whole). */
export function dnsRoute(
  zones: Map<string, FakeZone>,
  nextId: () => number,
  res: ServerResponse,
  m: string,
  path: string,
  query: URLSearchParams,
  body: Record<string, unknown>,
) {
  if (path === '/dns/zones' && m === 'GET') {
    const name = query.get('name')
    const found = [...zones.values()].filter((z) => !name || z.name === name)
    return send(res, 200, { entities: found, pagination: { total: found.length } })
  }
  if (path === '/dns/zones' && m === 'POST') {
    const name = String(body.name ?? '')
    if (zones.has(name)) return send(res, 409, { type: 'ObjectExists', message: `Zone ${name} exists` })
    const error = refusal(name, body.records)
    if (error) return send(res, 400, { type: 'DnsConfigurationException', message: error })
    const zone = { id: nextId(), name, service: String(body.service ?? 'BASIC'), records: body.records as [] }
    zones.set(name, zone)
    return send(res, 201, { id: zone.id })
  }
  const update = /^\/dns\/zones\/(\d+)\/update$/.exec(path)
  const zone = update ? [...zones.values()].find((z) => z.id === Number(update[1])) : undefined
  if (update && m === 'POST') {
    if (!zone) return send(res, 404, { type: 'ObjectDoesNotExist', message: 'Zone not found' })
    const error = refusal(zone.name, body.records)
    if (error) return send(res, 400, { type: 'DnsConfigurationException', message: error })
    zone.records = body.records as []
    return send(res, 200, undefined)
  }
  return null
}
