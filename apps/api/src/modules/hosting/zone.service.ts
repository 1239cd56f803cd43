import type { DnsRecordInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { liveAccountForDomain } from './hosting.repository.ts'

/**
 * The records a new domain's zone starts with when the company hosts its site with us (issue 26
 * item 13): the name and `www` at the panel's address, mail through the panel's `mail.` host (the
 * panel serves the mailboxes of the package). Null when no hosting account of the company is for it.
 */
export async function hostingZoneFor(
  ctx: RequestContext,
  companyId: string,
  domain: string,
): Promise<DnsRecordInput[] | null> {
  const account = await liveAccountForDomain(ctx, companyId, domain)
  if (!account) return null
  const address = ctx.platform.hostingPanel.address
  return [
    { name: '@', type: 'A', content: address, ttl: 3600, priority: null },
    { name: 'www', type: 'CNAME', content: `${domain}.`, ttl: 3600, priority: null },
    { name: 'mail', type: 'A', content: address, ttl: 3600, priority: null },
    { name: '@', type: 'MX', content: `mail.${domain}.`, ttl: 3600, priority: 10 },
    { name: '@', type: 'TXT', content: `v=spf1 a mx ip4:${address} ~all`, ttl: 3600, priority: null },
  ]
}
