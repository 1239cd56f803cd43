import { type DomainUpdate, RegistrarError } from './adapter.ts'
import { CLIENT_STATUSES, type ParsedName, type parseName } from './sandboxRules.ts'

/** The sandbox's checks of what a call asks, refused as RTR refuses them (InvalidParameter). */

export const handlesOf = (p: { registrant?: string; contacts?: Array<{ handle: string }> }) => [
  ...new Set([...(p.registrant ? [p.registrant] : []), ...(p.contacts ?? []).map((c) => c.handle)]),
]

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** Nameservers as registries take them: host names, at most 13; SIDN wants at least 2. */
export function checkNs(ns: string[], parsed: ReturnType<typeof parseName>): string[] {
  const hosts = ns.map((n) => n.trim().toLowerCase().replace(/\.$/, ''))
  const bad = hosts.find((h) => !HOST.test(h))
  if (bad) throw new RegistrarError('InvalidParameter', `Invalid nameserver ${bad}`, 400)
  const min = 'rules' in parsed && parsed.rules.kind === 'nl' ? 2 : 0
  if (hosts.length < min || hosts.length > 13)
    throw new RegistrarError('InvalidParameter', `Between ${min} and 13 nameservers are needed`, 400)
  return hosts
}

/** An update as the registry applies it: omitted fields kept, `status` the full CLIENT_* list. */
export function checkUpdate(update: DomainUpdate, parsed: ParsedName) {
  const unknown = update.status?.find((s) => !CLIENT_STATUSES.includes(s))
  if (unknown) throw new RegistrarError('InvalidParameter', `Status ${unknown} cannot be set`, 400)
  if (parsed.rules.kind === 'nl' && update.status?.includes('CLIENT_TRANSFER_PROHIBITED'))
    throw new RegistrarError('InvalidParameter', 'SIDN has no transfer lock for .nl', 400)
  return {
    ...(update.ns ? { ns: checkNs(update.ns, parsed) } : {}),
    ...(update.registrant ? { registrant: update.registrant } : {}),
    ...(update.contacts ? { contacts: update.contacts } : {}),
    ...(update.status ? { status: [...new Set(update.status)] } : {}),
    ...(update.autoRenew !== undefined ? { auto_renew: update.autoRenew } : {}),
  }
}
