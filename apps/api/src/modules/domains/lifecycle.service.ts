import type { DomainStatus } from '@portico/contracts'
import { daysBetween } from '@portico/domain'
import pLimit from 'p-limit'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { render, withValues } from '../../lib/texts.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { recipientsFor } from '../company/notifications.repository.ts'
import { queueMail } from '../mail/mail.service.ts'
import { domainsTexts } from './domains.texts.ts'
import { lifecycleOf } from './lifecycle.ts'
import { setOrderedDomain } from './ordering.repository.ts'
import { RegistrarError } from './registrar/adapter.ts'
import { claimReminder, lockRenewal, registeredDomains } from './renewals.repository.ts'

/** Days before expiry at which the holder hears that a domain is not renewed yet. */
export const REMINDER_DAYS = [30, 7] as const
/** Registrar calls at a time in the daily sync. */
const SYNC_CONCURRENCY = 8
/** Notifications read and acknowledged in one poll at the most (the rest wait for the next). */
const POLL_BATCH = 200

const STATUS_OF: Record<string, DomainStatus> = {
  active: 'active',
  grace: 'grace',
  redemption: 'redemption',
  quarantine: 'quarantine',
  pending_delete: 'expired',
  released: 'expired',
}

type Registered = Awaited<ReturnType<typeof registeredDomains>>[number]
export type SyncResult = { checked: number; changed: number; reminders: number }

/**
 * The daily sync of one provider's registered domains: the registrar's expiry (a renewal or transfer
 * done elsewhere), the life-cycle state by date (active, grace, redemption or quarantine, expired),
 * and the expiry reminders of names not renewed yet. Safe to run twice and on several instances:
 * each write is the state the date says, and each reminder is recorded once before it is mailed.
 */
export async function syncDomains(ctx: RequestContext, providerId: string): Promise<SyncResult> {
  const result: SyncResult = { checked: 0, changed: 0, reminders: 0 }
  const limit = pLimit(SYNC_CONCURRENCY)
  const domains = await registeredDomains(ctx, providerId)
  await Promise.all(
    domains.map((domain) =>
      limit(async () => {
        result.checked += 1
        if (await syncOne(ctx, domain)) result.changed += 1
        if (await remind(ctx, domain)) result.reminders += 1
      }),
    ),
  )
  return result
}

/** One domain brought in line with its registrar and its date; true when it changed. */
async function syncOne(ctx: RequestContext, domain: Registered): Promise<boolean> {
  const { row } = domain
  let expires = row.expires_on
  try {
    const info = await ctx.platform.registrar.info(ctx, row.name)
    if (info) expires = info.expiryDate.slice(0, 10)
  } catch (error) {
    // The registrar being away keeps the portal's expiry for today; the date still moves the state.
    if (!(error instanceof RegistrarError)) throw error
  }
  const today = todayOf(ctx)
  const state = lifecycleOf({ ...domain, row: { ...row, expires_on: expires } }, today)?.state
  const status = state ? STATUS_OF[state] : row.status
  if (expires === row.expires_on && status === row.status) return false
  await setOrderedDomain(ctx, row.id, { expires_on: expires, status })
  await audit(ctx, {
    action: 'domain.synced',
    entity: 'domain',
    entity_id: row.id,
    company_id: row.company_id,
    before: { expires_on: row.expires_on, status: row.status },
    after: { expires_on: expires, status },
  })
  return true
}

/**
 * The expiry reminder due for a domain not renewed yet: the nearest stage whose day has come, once
 * per expiry date (a run that missed a day still sends it, never one stage twice).
 */
async function remind(ctx: RequestContext, { row, company }: Registered): Promise<boolean> {
  const today = todayOf(ctx)
  if (!row.expires_on || row.status !== 'active') return false
  const left = daysBetween(today, row.expires_on)
  const stage = [...REMINDER_DAYS].reverse().find((days) => left >= 0 && left <= days)
  if (stage === undefined) return false
  return ctx.transaction(async (tx) => {
    const renewal = await lockRenewal(tx, row.id, row.expires_on ?? '')
    if (renewal && renewal.status !== 'failed') return false
    // The company's billing address, and each of its people who wants to hear of it.
    const to = [
      ...new Set([
        ...(company.email ? [company.email] : []),
        ...(await recipientsFor(tx, row.company_id, 'domain_expiry')),
      ]),
    ]
    if (to.length === 0 || !(await claimReminder(tx, row.id, row.expires_on ?? '', stage))) return false
    const language = company.language === 'nl' ? 'nl' : 'en'
    const values = {
      name: row.name,
      date: row.expires_on ?? '',
      link: `${ctx.platform.publicUrl}/domains/view/${row.id}`,
    }
    const body = row.auto_renew ? domainsTexts.reminderRenews : domainsTexts.reminderLapses
    const subject = render(withValues(domainsTexts.reminderSubject, values), language)
    const text = render(withValues(body, values), language)
    for (const address of to) await queueMail(tx, { to: address, companyId: row.company_id, subject, text })
    return true
  })
}

/**
 * The registrar's notifications (transfers completed, renewals, deletions), read and acknowledged
 * one by one so that its queue never stalls; a domain a notification names is synced at once.
 */
export async function pollRegistrar(ctx: RequestContext, providerId: string): Promise<number> {
  const registrar = ctx.platform.registrar
  let read = 0
  while (read < POLL_BATCH) {
    const notification = await registrar.poll(ctx)
    if (!notification) break
    read += 1
    const name = notification.domainName
    for (const domain of name ? await registeredDomains(ctx, providerId, name) : [])
      await syncOne(ctx, domain)
    await registrar.ack(ctx, notification.id)
  }
  return read
}
