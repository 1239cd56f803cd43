import type { StaffNotificationEvent } from '@portico/contracts'
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_EVENTS,
  type NotificationChoicesInput,
  NotificationChoicesInputSchema,
  type NotificationDefaultsInput,
  NotificationDefaultsInputSchema,
  type NotificationEvent,
  type NotificationSettings,
  PREFERENCE_EVENTS,
  type PreferenceEvent,
  STAFF_NOTIFICATION_DEFAULTS,
  STAFF_NOTIFICATION_EVENTS,
  type StaffChannel,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { canEdit } from '../../auth/permissions.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Forbidden, NotFound } from '../../lib/errors.ts'
import type { Locale } from '../../lib/locale.ts'
import { queueMail } from '../mail/mail.service.ts'
import { findVisibleCompany } from './company.repository.ts'
import { companyTexts } from './company.texts.ts'
import {
  notificationChoices,
  preferencesOf,
  savePreferences,
  staffRecipients,
} from './notifications.repository.ts'

async function visible(ctx: RequestContext, companyId: string) {
  const company = await findVisibleCompany(ctx, companyId)
  if (!company) throw new NotFound(companyTexts.companyNotFound)
  return company
}

const PORTAL_DEFAULTS: Record<PreferenceEvent, StaffChannel> = {
  ...NOTIFICATION_DEFAULTS,
  ...STAFF_NOTIFICATION_DEFAULTS,
}

/** The events a company's people choose for: those of a customer, and of a seller's own staff. */
const eventsOf = (company: { kind: string }): readonly PreferenceEvent[] =>
  company.kind === 'provider' || company.kind === 'reseller' ? PREFERENCE_EVENTS : NOTIFICATION_EVENTS

/**
 * The choices of a save, by event: every event of the company (null removes a choice). A company that
 * sells nothing has no staff events: naming one is refused with its field.
 */
function choicesOf(company: { kind: string }, input: Partial<Record<PreferenceEvent, StaffChannel | null>>) {
  const events = eventsOf(company)
  const foreign = STAFF_NOTIFICATION_EVENTS.filter((e) => e in input && !events.includes(e))
  if (foreign.length)
    throw new BadRequest(
      companyTexts.notASeller,
      foreign.map((field) => ({ field, message: 'not a seller' })),
    )
  // A staff event left out of the body keeps its choice (an older client sends the customer events only).
  return events
    .filter((event) => event in input || !STAFF_NOTIFICATION_EVENTS.includes(event as never))
    .map((event) => ({ event, channel: input[event] ?? null }))
}

/** The company's defaults and the caller's own choices (null: follows the company). */
export async function getNotificationSettings(
  ctx: RequestContext,
  companyId: string,
): Promise<NotificationSettings> {
  const company = await visible(ctx, companyId)
  const rows = await preferencesOf(ctx, companyId, ctx.user.id)
  const of = (own: boolean, event: PreferenceEvent) =>
    rows.find((r) => r.event === event && (own ? r.user_id === ctx.user.id : r.user_id === null))?.channel ??
    null
  const entries = <T>(value: (event: PreferenceEvent) => T) =>
    Object.fromEntries(eventsOf(company).map((e) => [e, value(e)]))
  return {
    company_id: companyId,
    defaults: entries((e) => of(false, e) ?? PORTAL_DEFAULTS[e]) as NotificationSettings['defaults'],
    mine: entries((e) => of(true, e)) as NotificationSettings['mine'],
    can_set_defaults: canEdit(ctx, company),
  }
}

/** The caller's own choices for one of their companies. */
export async function saveMyNotifications(
  ctx: RequestContext,
  { companyId, body }: { companyId: string; body: NotificationChoicesInput },
): Promise<NotificationSettings> {
  const input = NotificationChoicesInputSchema.parse(body)
  const company = await visible(ctx, companyId)
  // Choices are one's own: only for a company one belongs to (staff looking at a customer do not).
  if (!ctx.memberships.some((m) => m.company_id === companyId)) throw new Forbidden()
  const choices = choicesOf(company, input)
  await ctx.transaction(async (tx) => {
    await savePreferences(tx, companyId, tx.user.id, choices)
    await audit(tx, {
      action: 'notifications.saved',
      entity: 'company',
      entity_id: companyId,
      company_id: companyId,
      after: input,
    })
  })
  return getNotificationSettings(ctx, companyId)
}

/** The company's defaults: its admins, and staff above it. */
export async function saveNotificationDefaults(
  ctx: RequestContext,
  { companyId, body }: { companyId: string; body: NotificationDefaultsInput },
): Promise<NotificationSettings> {
  const input = NotificationDefaultsInputSchema.parse(body)
  const company = await visible(ctx, companyId)
  if (!canEdit(ctx, company)) throw new Forbidden()
  const choices = choicesOf(company, input)
  await ctx.transaction(async (tx) => {
    await savePreferences(tx, companyId, null, choices)
    await audit(tx, {
      action: 'notifications.defaults_saved',
      entity: 'company',
      entity_id: companyId,
      company_id: companyId,
      after: input,
    })
  })
  return getNotificationSettings(ctx, companyId)
}

/**
 * Mails each of a company's people who wants to hear of `event`, in their own language, inside the
 * caller's transaction (the mail leaves only if the change that caused it commits). `except`: an
 * address that has the message already (a document's addressee), left out.
 */
export async function notifyCompany(
  tx: RequestContext,
  companyId: string,
  event: NotificationEvent,
  compose: (locale: Locale) => { subject: string; text: string },
  except?: string,
): Promise<number> {
  const people = (await notificationChoices(tx, companyId, event)).filter(
    (p) => p.wants && p.email !== except,
  )
  for (const person of people)
    await queueMail(tx, { to: person.email, companyId, ...compose(person.locale === 'nl' ? 'nl' : 'en') })
  return people.length
}

/**
 * Who of the seller's staff (the customer's reseller, else the provider; with `withProvider` the
 * provider's as well) hears of a staff event about `customerId`, and how (issue 26 item 6).
 */
export function staffToTell(
  tx: RequestContext,
  customerId: string,
  event: StaffNotificationEvent,
  withProvider: boolean,
) {
  return staffRecipients(tx, customerId, event, withProvider)
}
