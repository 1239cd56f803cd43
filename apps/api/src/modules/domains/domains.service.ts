import {
  type DnsZone,
  type DnsZoneInput,
  DnsZoneInputSchema,
  type Domain,
  type DomainListQuery,
  type DomainUpdate,
  DomainUpdateSchema,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit, auditedWrite } from '../../lib/audit.ts'
import { BadRequest, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { setServiceEnd } from '../orders/services.service.ts'
import { usableContactIds } from './contacts.repository.ts'
import {
  type FoundDomain,
  findDomainRow,
  findZone,
  listDomainRows,
  saveZoneRow,
  updateDomainRow,
} from './domains.repository.ts'
import { domainsTexts } from './domains.texts.ts'
import { lifecycleOf, REGISTERED, renewalView } from './lifecycle.ts'
import type { ContactRole } from './registrar/adapter.ts'
import { registrarCall } from './registrarCall.ts'
import { latestRenewals } from './renewals.repository.ts'
import { zoneRecords } from './zone.ts'

type RenewalRow = Awaited<ReturnType<typeof latestRenewals>>[number]

function toDomain(found: FoundDomain, on: string, renewal?: RenewalRow): Domain {
  const { row, company, tld, currency } = found
  const lifecycle = lifecycleOf(found, on)
  const restorePrice =
    lifecycle?.recovery === 'restore'
      ? ((tld?.restore_prices ?? []) as Array<{ currency: string; price_minor: number }>).find(
          (p) => p.currency === currency,
        )
      : undefined
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: company,
    name: row.name,
    tld: row.tld,
    status: row.status,
    registrar: row.registrar,
    expires_on: row.expires_on,
    lifecycle,
    auto_renew: row.auto_renew,
    transfer_lock: row.transfer_lock,
    dnssec: row.dnssec,
    dnssec_supported: tld?.features.includes('DNSSEC') ?? false,
    nameservers: row.nameservers,
    registrant_id: row.registrant_id,
    admin_id: row.admin_id,
    tech_id: row.tech_id,
    billing_id: row.billing_id,
    service_id: row.service_id,
    renewal: renewal ? renewalView(renewal) : null,
    restore_price: restorePrice
      ? { currency: restorePrice.currency, price_minor: restorePrice.price_minor }
      : null,
    error: row.error,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export async function listDomains(ctx: RequestContext, query: DomainListQuery) {
  const on = todayOf(ctx)
  const { page, next_cursor } = await listDomainRows(ctx, query, on)
  const renewals = new Map(
    (
      await latestRenewals(
        ctx,
        page.map((f) => f.row.id),
      )
    ).map((r) => [r.domain_id, r]),
  )
  return { data: page.map((found) => toDomain(found, on, renewals.get(found.row.id))), next_cursor }
}

async function found(ctx: RequestContext, id: string) {
  const domain = await findDomainRow(ctx, id)
  if (!domain) throw new NotFound()
  return domain
}

export async function getDomain(ctx: RequestContext, id: string): Promise<Domain> {
  const domain = await found(ctx, id)
  const [renewal] = await latestRenewals(ctx, [id])
  return toDomain(domain, todayOf(ctx), renewal)
}

/** The registry holds only registered names: pending and ended ones change nothing there. */
function assertRegistered(domain: FoundDomain) {
  if (!REGISTERED.includes(domain.row.status)) {
    throw new BadRequest(domainsTexts.notRegistered)
  }
}

const ROLES: Array<[keyof DomainUpdate & `${string}_id`, ContactRole | 'REGISTRANT']> = [
  ['registrant_id', 'REGISTRANT'],
  ['admin_id', 'ADMIN'],
  ['tech_id', 'TECH'],
  ['billing_id', 'BILLING'],
]

/** Name servers, transfer lock, auto-renew and contacts: the registrar first, then the portal's record. */
export async function updateDomain(
  ctx: RequestContext,
  { id, version, body }: { id: string; version: number; body: DomainUpdate },
): Promise<Domain> {
  const input = DomainUpdateSchema.parse(body)
  const domain = await found(ctx, id)
  assertRegistered(domain)
  // A stale version must not reach the registrar: the registry would change and the portal answer 412.
  if (domain.row.version !== version) throw new PreconditionFailed()
  const chosen = ROLES.flatMap(([field]) => (input[field] ? [input[field] as string] : []))
  const usable = await usableContactIds(ctx, domain.row.company_id, chosen)
  const unknown = ROLES.filter(([field]) => input[field] && !usable.has(input[field] as string))
  if (unknown.length) {
    throw new BadRequest(
      domainsTexts.unknownContact,
      unknown.map(([field]) => ({ field, message: 'unknown' })),
    )
  }
  if (input.dnssec && !domain.tld?.features.includes('DNSSEC'))
    throw new BadRequest(withValues(domainsTexts.noDnssec, { tld: domain.row.tld }), [
      { field: 'dnssec', message: withValues(domainsTexts.noDnssec, { tld: domain.row.tld }) },
    ])
  const dnssec = input.dnssec === undefined || input.dnssec === domain.row.dnssec ? undefined : input.dnssec
  // Some registries (SIDN) have no transfer lock: the domain cannot be locked there, so it is not.
  const locked = input.transfer_lock && (domain.tld?.features.includes('TRANSFER_LOCK') ?? false)
  const before = toDomain(domain, todayOf(ctx))
  await registrarCall(() =>
    ctx.platform.registrar.update(ctx, domain.row.name, {
      ns: input.nameservers,
      status: locked ? ['CLIENT_TRANSFER_PROHIBITED'] : [],
      ...(dnssec === undefined ? {} : { dnssec }),
      ...(input.registrant_id ? { registrant: usable.get(input.registrant_id) } : {}),
      contacts: ROLES.flatMap(([field, role]) =>
        role !== 'REGISTRANT' && input[field]
          ? [{ role, handle: usable.get(input[field] as string) ?? '' }]
          : [],
      ),
    }),
  )
  const saved = await auditedWrite(
    ctx,
    { action: 'domain.updated', entity: 'domain', entity_id: id, company_id: domain.row.company_id, before },
    (tx) => updateDomainRow(tx, id, version, { ...input, transfer_lock: locked }),
    (tx) => getDomain(tx, id),
  )
  // Auto-renew off: the service ends at the expiry, so no renewal is invoiced; on again: it goes on.
  if (input.auto_renew !== domain.row.auto_renew && domain.row.service_id)
    await setServiceEnd(ctx, domain.row.service_id, input.auto_renew ? null : domain.row.expires_on)
  return saved
}

export async function getZone(ctx: RequestContext, domainId: string): Promise<DnsZone> {
  await found(ctx, domainId)
  const zone = await findZone(ctx, domainId)
  return {
    domain_id: domainId,
    records: (zone?.records ?? []) as DnsZone['records'],
    version: zone?.version ?? 0,
  }
}

/** The whole zone, judged whole by the contract (a CNAME beside other records, duplicates …). */
export async function saveZone(
  ctx: RequestContext,
  { id, version, body }: { id: string; version: number; body: DnsZoneInput },
): Promise<DnsZone> {
  const { records } = DnsZoneInputSchema.parse(body)
  const domain = await found(ctx, id)
  const before = await getZone(ctx, id)
  // The registrar's DNS serves the zone: it takes it first (a refusal saves nothing), never a stale one.
  if (before.version !== version) throw new PreconditionFailed()
  if (REGISTERED.includes(domain.row.status))
    await registrarCall(() =>
      ctx.platform.registrar.saveZone(ctx, domain.row.name, zoneRecords(domain.row.name, records)),
    )
  return auditedWrite(
    ctx,
    {
      action: 'domain.zone_saved',
      entity: 'domain',
      entity_id: id,
      company_id: domain.row.company_id,
      before,
    },
    (tx) => saveZoneRow(tx, id, version, records),
    (tx) => getZone(tx, id),
  )
}

/**
 * The auth code for a transfer away. .nl (SIDN) sends it to the registrant itself; the portal only
 * says so. Every request is in the audit log: an auth code moves the domain.
 */
export async function requestAuthCode(ctx: RequestContext, id: string) {
  const domain = await found(ctx, id)
  assertRegistered(domain)
  const answer = await registrarCall(() => ctx.platform.registrar.authCode(ctx, domain.row.name))
  await audit(ctx, {
    action: 'domain.auth_code_requested',
    entity: 'domain',
    entity_id: id,
    company_id: domain.row.company_id,
  })
  return 'authcode' in answer
    ? { auth_code: answer.authcode, sent_to_registrant: false }
    : { auth_code: null, sent_to_registrant: true }
}
