import type { DnsRecordInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { hostingZoneFor } from '../hosting/zone.service.ts'
import {
  done,
  type ProvisioningAdapter,
  ProvisioningRefused,
  type ProvisioningTarget,
} from '../orders/provisioning/adapter.ts'
import { alignServiceTerm } from '../orders/services.service.ts'
import { findDomainContact } from './contacts.repository.ts'
import { saveZoneRow } from './domains.repository.ts'
import {
  findDomainOfService,
  findPreset,
  insertOrderedDomain,
  type OrderedDomainRow,
  setOrderedDomain,
} from './ordering.repository.ts'
import type { StoredDomainLine } from './ordering.service.ts'
import type { ContactRole, RegistrarProcess } from './registrar/adapter.ts'
import { FINAL_PROCESS_STATUSES, RegistrarError } from './registrar/adapter.ts'
import { renewDomainPeriod } from './renewals.service.ts'
import { zoneRecords } from './zone.ts'

/** The sandbox completes a registration in 2 s; a real registry mostly within 10 s (RTR). */
const CHECK_AFTER_SECONDS = 2
const MONTHS: Record<string, number> = { P1Y: 12, P2Y: 24, P3Y: 36 }
const ROLES: Array<[ContactRole, 'admin_id' | 'tech_id' | 'billing_id']> = [
  ['ADMIN', 'admin_id'],
  ['TECH', 'tech_id'],
  ['BILLING', 'billing_id'],
]

/** The domain row the service provisions: made once; a failed one starts again when staff retry. */
async function ensureDomain(ctx: RequestContext, target: ProvisioningTarget, line: StoredDomainLine) {
  const pending = line.action === 'transfer' ? 'pending_transfer' : 'pending_registration'
  const found = await findDomainOfService(ctx, target.serviceId)
  if (found && found.status !== 'failed') return found
  if (found && !target.order?.restart) throw new ProvisioningRefused(found.error ?? 'The registrar refused')
  if (found) {
    await setOrderedDomain(ctx, found.id, { status: pending, error: null, process_id: null })
    return { ...found, status: pending, error: null, process_id: null } as OrderedDomainRow
  }
  return insertOrderedDomain(ctx, {
    provider_id: ctx.providerId ?? '',
    company_id: target.companyId,
    service_id: target.serviceId,
    name: line.name,
    tld: line.name.slice(line.name.indexOf('.') + 1),
    status: pending,
    registrar: ctx.platform.registrar.mode,
    auto_renew: true,
    transfer_lock: false,
    nameservers: line.nameservers,
    registrant_id: line.registrant_id,
    admin_id: line.admin_id,
    tech_id: line.tech_id,
    billing_id: line.billing_id,
  })
}

/** The domain ends as failed with the registrar's reason; the item fails with it (no process left). */
async function failed(ctx: RequestContext, domain: OrderedDomainRow, reason: string): Promise<never> {
  await setOrderedDomain(ctx, domain.id, { status: 'failed', error: reason.slice(0, 500), process_id: null })
  throw new ProvisioningRefused(reason)
}

const handleOf = async (ctx: RequestContext, id: string | null) =>
  id ? ((await findDomainContact(ctx, id))?.handle ?? null) : null

/**
 * Quote, check the price cap, then register or transfer with exactly the quoted billables. The cap:
 * nothing is bought for more than the customer is charged for the item's period (the TLD's price, or
 * the premium price the cart showed), in the same currency.
 */
async function start(
  ctx: RequestContext,
  target: ProvisioningTarget,
  line: StoredDomainLine,
  domain: OrderedDomainRow,
) {
  const order = target.order
  const registrar = ctx.platform.registrar
  const action = line.action === 'transfer' ? 'TRANSFER' : 'CREATE'
  const period = line.action === 'transfer' ? 12 : (MONTHS[order?.period ?? ''] ?? 12)
  try {
    const billables = await registrar.quote(ctx, action, line.name, period)
    const cost = billables.reduce((sum, b) => sum + b.amount, 0)
    const foreign = billables.find((b) => b.currency !== order?.currency)
    if (!order || foreign || cost > order.priceMinor)
      return await failed(
        ctx,
        domain,
        `The registrar asks ${foreign?.currency ?? order?.currency} ${(cost / 100).toFixed(2)} for ${line.name}, more than the order's price`,
      )
    const registrant = (await handleOf(ctx, line.registrant_id)) ?? ''
    const contacts = []
    for (const [role, field] of ROLES) {
      const handle = await handleOf(ctx, line[field])
      if (handle) contacts.push({ role, handle })
    }
    const request = {
      domainName: line.name,
      registrant,
      contacts,
      ns: line.nameservers,
      period,
      autoRenew: false as const,
      billables,
    }
    const started =
      line.action === 'transfer'
        ? await registrar.transfer(ctx, { ...request, authcode: line.auth_code ?? '' })
        : await registrar.register(ctx, request)
    await setOrderedDomain(ctx, domain.id, { process_id: started.processId })
    return follow(ctx, line, { ...domain, process_id: started.processId })
  } catch (error) {
    // A refusal (4xx) is final for this attempt; the registrar being away is retried by the job.
    if (error instanceof RegistrarError && error.status < 500 && error.status !== 429)
      return failed(ctx, domain, error.message)
    throw error
  }
}

/**
 * The process's outcome: the domain active with its expiry and its first zone (the preset's, else
 * the records of the company's hosting for that name), or failed.
 */
async function follow(ctx: RequestContext, line: StoredDomainLine, domain: OrderedDomainRow) {
  const registrar = ctx.platform.registrar
  const process: RegistrarProcess = await registrar.process(ctx, domain.process_id ?? '')
  if (!FINAL_PROCESS_STATUSES.includes(process.status))
    return { state: 'running', checkAfterSeconds: CHECK_AFTER_SECONDS } as const
  if (process.status !== 'COMPLETED') return failed(ctx, domain, process.error ?? process.status)
  const info = await registrar.info(ctx, line.name)
  const preset = line.preset_id ? await findPreset(ctx, domain.company_id, line.preset_id) : undefined
  // Without a preset, a name ordered with hosting points at it (issue 26 item 13); else no records.
  const records =
    (preset?.dns_template as DnsRecordInput[] | undefined) ??
    (await hostingZoneFor(ctx, domain.company_id, line.name))
  await ctx.transaction(async (tx) => {
    await setOrderedDomain(tx, domain.id, {
      status: 'active',
      process_id: null,
      error: null,
      expires_on: info?.expiryDate.slice(0, 10) ?? null,
      ...(info ? { nameservers: info.ns } : {}),
    })
    // The first zone only (version 0): a second run finds it saved and leaves it.
    if (records) await saveZoneRow(tx, domain.id, 0, records)
  })
  if (records) await publishZone(ctx, domain, records)
  // The service's next period starts at the registry's expiry (a transfer keeps its own): its renewal.
  const expires = info?.expiryDate.slice(0, 10)
  if (expires && domain.service_id) await alignServiceTerm(ctx, domain.service_id, expires)
  return done
}

/** The preset's zone at the registrar's DNS; a refusal is the domain's error, not the order's. */
async function publishZone(ctx: RequestContext, domain: OrderedDomainRow, records: DnsRecordInput[]) {
  try {
    await ctx.platform.registrar.saveZone(ctx, domain.name, zoneRecords(domain.name, records))
  } catch (error) {
    if (!(error instanceof RegistrarError)) throw error
    await setOrderedDomain(ctx, domain.id, { error: `DNS: ${error.message}`.slice(0, 500) })
  }
}

/**
 * The registrar as an order's provisioning adapter ('registrar', the TLD products'): `create` is a
 * state machine that is safe to run twice: the domain row, then one process (quoted and acknowledged),
 * then its outcome. Suspending touches no registry (the domain keeps resolving; the portal's record is
 * the suspension); terminating deletes the name at the registry.
 */
export const registrarAdapter: ProvisioningAdapter = {
  key: 'registrar',
  async create(ctx, target) {
    const line = target.order?.domain as StoredDomainLine | null | undefined
    if (!line) throw new ProvisioningRefused('This item names no domain name')
    const domain = await ensureDomain(ctx, target, line)
    if (domain.status === 'active') return done
    return domain.process_id ? follow(ctx, line, domain) : start(ctx, target, line, domain)
  },
  suspend: async () => done,
  unsuspend: async () => done,
  async terminate(ctx, target) {
    const domain = await findDomainOfService(ctx, target.serviceId)
    if (!domain || domain.status === 'cancelled' || domain.status === 'failed') return done
    if (['active', 'grace', 'redemption'].includes(domain.status))
      await ctx.platform.registrar.delete(ctx, domain.name)
    await setOrderedDomain(ctx, domain.id, { status: 'cancelled', process_id: null })
    return done
  },
  changePlan: async () => done,
  usage: async () => null,
  renew: renewDomainPeriod,
}
