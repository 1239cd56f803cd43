import type { Domain } from '@portico/contracts'
import { addDays, addMonths } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { render, withValues } from '../../lib/texts.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import type { PaidPeriod, ProvisioningStep, ProvisioningTarget } from '../orders/provisioning/adapter.ts'
import { done } from '../orders/provisioning/adapter.ts'
import { type FoundDomain, findDomainRow } from './domains.repository.ts'
import { getDomain } from './domains.service.ts'
import { domainsTexts } from './domains.texts.ts'
import { lifecycleOf, REGISTERED } from './lifecycle.ts'
import { findDomainOfService, setOrderedDomain } from './ordering.repository.ts'
import { FINAL_PROCESS_STATUSES, type RegistrarDomain, RegistrarError } from './registrar/adapter.ts'
import {
  claimRenewal,
  findRenewalById,
  lockLatestRenewal,
  lockRenewal,
  type RenewalRow,
  setRenewal,
} from './renewals.repository.ts'

/** The queue that moves one renewal on (a restore once paid, a staff retry, a process still running). */
export const DOMAINS_RENEWAL = 'domains.renewal'

const running: ProvisioningStep = { state: 'running', checkAfterSeconds: 5 }
/** A paid period renews the term at the expiry when it starts this close to it; an earlier one is the registration's. */
const RENEWAL_WINDOW_DAYS = 60
/** A renewal left running without a process (a worker died after the registrar answered) is looked into after this. */
const LOST_AFTER_MS = 60_000

/** Whole months in a period (a year: 12). */
function monthsOf(period: PaidPeriod): number {
  for (let months = 1; months <= 120; months += 1)
    if (addMonths(period.start, months) >= period.end) return months
  return 12
}

/**
 * The registrar adapter's `renew`: a paid period that starts near the domain's expiry is that term's
 * renewal, recorded once (domain, term) and then done at the registrar. The registrar's own
 * auto-renew stays off, so this is the only renewal: nothing is renewed twice, nothing before payment.
 */
export async function renewDomainPeriod(
  ctx: RequestContext,
  target: ProvisioningTarget,
  period: PaidPeriod,
): Promise<ProvisioningStep> {
  const domain = await findDomainOfService(ctx, target.serviceId)
  if (!domain?.expires_on || !REGISTERED.includes(domain.status)) return done
  const renewal =
    (await ctx.transaction((tx) => lockRenewal(tx, domain.id, period.start))) ??
    (period.start < addDays(domain.expires_on, -RENEWAL_WINDOW_DAYS)
      ? undefined
      : await ctx.transaction((tx) =>
          claimRenewal(tx, {
            domain_id: domain.id,
            term_start: period.start,
            kind: 'renew',
            status: 'paid',
            months: monthsOf(period),
            price_minor: period.amountMinor,
            currency: period.currency,
          }),
        ))
  return renewal ? advanceRenewal(ctx, renewal.id) : done
}

/** One step of a renewal or restore: start it at the registrar, or follow its process. Safe to run twice. */
export async function advanceRenewal(ctx: RequestContext, renewalId: string): Promise<ProvisioningStep> {
  const renewal = await findRenewalById(ctx, renewalId)
  const found = renewal ? await findDomainRow(ctx, renewal.domain_id) : undefined
  if (!renewal || !found) return done
  if (renewal.status === 'paid') return start(ctx, renewal, found)
  if (renewal.status === 'running') return follow(ctx, renewal, found)
  return done
}

async function start(ctx: RequestContext, renewal: RenewalRow, found: FoundDomain) {
  const registrar = ctx.platform.registrar
  const name = found.row.name
  const recovery = lifecycleOf(found, todayOf(ctx))?.recovery ?? null
  // Paid while the name is past its grace: only a restore brings it back (the customer asks for it).
  if (renewal.kind === 'renew' && recovery === 'restore') {
    await setRenewal(ctx, renewal.id, { status: 'awaiting_restore' }, 'paid')
    return done
  }
  if (recovery !== (renewal.kind === 'restore' ? 'restore' : 'renew'))
    return fail(ctx, renewal, found, render(domainsTexts.notRestorable, 'en'))
  // One worker starts it; another that gets here at the same moment finds it running.
  if (!(await setRenewal(ctx, renewal.id, { status: 'running', process_id: null, error: null }, 'paid')))
    return running
  const action = renewal.kind === 'restore' ? 'RESTORE' : 'RENEW'
  try {
    const billables = await registrar.quote(ctx, action, name, renewal.months)
    const cost = billables.reduce((sum, b) => sum + b.amount, 0)
    const foreign = billables.find((b) => b.currency !== renewal.currency)
    if (foreign || cost > renewal.price_minor) {
      const values = {
        currency: foreign?.currency ?? renewal.currency,
        amount: (cost / 100).toFixed(2),
        name,
      }
      return fail(ctx, renewal, found, render(withValues(domainsTexts.renewalOverCap, values), 'en'))
    }
    const started =
      action === 'RESTORE'
        ? await registrar.restore(ctx, name, 'Restored at the holder’s request', billables)
        : await registrar.renew(ctx, name, renewal.months, billables)
    await setRenewal(ctx, renewal.id, { process_id: started.processId })
    return follow(ctx, { ...renewal, status: 'running', process_id: started.processId }, found)
  } catch (error) {
    if (error instanceof RegistrarError && error.status < 500 && error.status !== 429)
      return fail(ctx, renewal, found, error.message)
    // The registrar is away: back to paid, and the job tries again later.
    await setRenewal(ctx, renewal.id, { status: 'paid' }, 'running')
    throw error
  }
}

async function follow(ctx: RequestContext, renewal: RenewalRow, found: FoundDomain) {
  const registrar = ctx.platform.registrar
  if (!renewal.process_id) {
    // A worker died between the registrar's answer and writing it down: the expiry tells whether it renewed.
    if (ctx.platform.now().getTime() - renewal.updated_at.getTime() < LOST_AFTER_MS) return running
    const info = await registrar.info(ctx, found.row.name)
    if (info && info.expiryDate.slice(0, 10) > (found.row.expires_on ?? ''))
      return completed(ctx, renewal, found, info)
    await setRenewal(ctx, renewal.id, { status: 'paid' }, 'running')
    return running
  }
  const process = await registrar.process(ctx, renewal.process_id)
  if (!FINAL_PROCESS_STATUSES.includes(process.status)) return running
  if (process.status !== 'COMPLETED') return fail(ctx, renewal, found, process.error ?? process.status)
  return completed(ctx, renewal, found, await registrar.info(ctx, found.row.name))
}

async function completed(
  ctx: RequestContext,
  renewal: RenewalRow,
  found: FoundDomain,
  info: RegistrarDomain | null,
) {
  const expires =
    info?.expiryDate.slice(0, 10) ?? addMonths(found.row.expires_on ?? todayOf(ctx), renewal.months)
  await ctx.transaction(async (tx) => {
    if (!(await setRenewal(tx, renewal.id, { status: 'completed', error: null }, 'running'))) return
    await setOrderedDomain(tx, found.row.id, { expires_on: expires, status: 'active', error: null })
    await audit(tx, {
      action: renewal.kind === 'restore' ? 'domain.restored' : 'domain.renewed',
      entity: 'domain',
      entity_id: found.row.id,
      company_id: found.row.company_id,
      before: { expires_on: found.row.expires_on },
      after: { expires_on: expires, term_start: renewal.term_start },
    })
  })
  return done
}

async function fail(ctx: RequestContext, renewal: RenewalRow, found: FoundDomain, reason: string) {
  const error = reason.slice(0, 500)
  await ctx.transaction(async (tx) => {
    await setRenewal(tx, renewal.id, { status: 'failed', error })
    await setOrderedDomain(tx, found.row.id, { error })
    await audit(tx, {
      action: 'domain.renewal_failed',
      entity: 'domain',
      entity_id: found.row.id,
      company_id: found.row.company_id,
      after: { term_start: renewal.term_start, error },
    })
  })
  return done
}

/** Staff try a failed renewal or restore again (after the cause is mended at the registrar). */
export async function retryRenewal(ctx: RequestContext, id: string): Promise<Domain> {
  const found = await findDomainRow(ctx, id)
  if (!found?.row.expires_on) throw new NotFound()
  await ctx.transaction(async (tx) => {
    const row = await lockLatestRenewal(tx, id)
    if (row?.status !== 'failed') throw new Conflict(domainsTexts.renewalNotFailed)
    await setRenewal(tx, row.id, { status: 'paid', error: null }, 'failed')
    await tx.platform.jobs.send(tx.db, DOMAINS_RENEWAL, { providerId: tx.providerId, renewalId: row.id })
    await audit(tx, {
      action: 'domain.renewal_retried',
      entity: 'domain',
      entity_id: id,
      company_id: found.row.company_id,
      after: { term_start: row.term_start },
    })
  })
  return getDomain(ctx, id)
}
