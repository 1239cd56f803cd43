import type { NotificationListQuery, NotificationPage, StaffNotificationEvent } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import type { JobData } from '../../db/queue.ts'
import { BadRequest, NotFound } from '../../lib/errors.ts'
import { render, type Text, withValues } from '../../lib/texts.ts'
import { staffToTell } from '../company/notifications.service.ts'
import { queueMail } from '../mail/mail.service.ts'
import {
  companyName,
  countUnread,
  insertOnce,
  listMine,
  markAllRead,
  markRead,
} from './notifications.repository.ts'
import { notificationsTexts } from './notifications.texts.ts'

/** Each staff event's mail: its subject and its text. */
const STAFF_MAIL: Record<StaffNotificationEvent, [Text, Text]> = {
  ticket_created: [notificationsTexts.ticketCreatedSubject, notificationsTexts.ticketCreatedText],
  ticket_customer_reply: [notificationsTexts.customerReplySubject, notificationsTexts.customerReplyText],
  quote_accepted: [notificationsTexts.quoteAcceptedSubject, notificationsTexts.quoteAcceptedText],
  order_awaiting_approval: [
    notificationsTexts.awaitingApprovalSubject,
    notificationsTexts.awaitingApprovalText,
  ],
  provisioning_failed: [
    notificationsTexts.provisioningFailedSubject,
    notificationsTexts.provisioningFailedText,
  ],
}

/** The queue that tells a staff event to the people who want to hear of it. */
export const NOTIFY_STAFF = 'notifications.fan_out'

/** A staff event (issue 26 item 6): which, about which customer, named how, and what opens it. */
export type StaffEvent = {
  event: StaffNotificationEvent
  /** Names this one event (`ticket_created:<ticket id>`): each person is told of it once. */
  key: string
  /** The customer the event concerns; its seller's people are told. */
  companyId: string
  /** How people name the thing: "#12 Printer broken", "ORD-2026-00001". */
  subject: string
  target: { kind: 'ticket' | 'document' | 'order'; id: string }
  /** Who caused it: never told of their own doing. */
  actorId?: string | null
  /** People who had this event's mail already (a ticket's assignee): told in the bell only. */
  mailed?: string[]
}

/** Only the provider's staff approve orders and retry set-ups: they hear of these under a reseller too. */
const PROVIDER_ACTS: readonly StaffNotificationEvent[] = ['order_awaiting_approval', 'provisioning_failed']

/**
 * Queues the telling of a staff event in the caller's transaction: it happens only if the change
 * that caused it commits, and later, so the customer's request never waits for it.
 */
export async function notifyStaff(tx: RequestContext, event: StaffEvent): Promise<void> {
  await tx.platform.jobs.send(tx.db, NOTIFY_STAFF, { providerId: tx.providerId, ...event } satisfies JobData &
    StaffEvent)
}

/** The portal path that opens the thing, as the reader's company sees it. */
function linkOf({ kind, id }: StaffEvent['target'], sellerKind: string): string {
  if (kind === 'ticket') return `/support/ticket/${id}`
  if (kind === 'document') return `/billing/document/${id}`
  return sellerKind === 'provider' ? `/admin/orders/view/${id}` : `/finances/orders/${id}`
}

/**
 * Tells each of the seller's people of a staff event, as they chose: a notification in the bell, a
 * mail in their language, both or nothing (the job's work). Safe to run twice: each person's row is
 * written once (unique by event key), and only the run that writes it sends the mail; both happen in
 * one transaction. Returns how many people were told now.
 */
export async function fanOut(ctx: RequestContext, data: StaffEvent): Promise<number> {
  return ctx.transaction(async (tx) => {
    const people = await staffToTell(tx, data.companyId, data.event, PROVIDER_ACTS.includes(data.event))
    const values = { company: await companyName(tx, data.companyId), subject: data.subject }
    const [subject, text] = STAFF_MAIL[data.event]
    let told = 0
    for (const person of people) {
      if (person.user_id === data.actorId || person.channel === 'none') continue
      const link = linkOf(data.target, person.seller_kind)
      const row = {
        user_id: person.user_id,
        company_id: data.companyId,
        event: data.event,
        event_key: data.key,
        subject: data.subject,
        link,
        in_app: person.channel !== 'email',
      }
      if (!(await insertOnce(tx, row))) continue
      told += 1
      if (!person.email || person.channel === 'in_app' || data.mailed?.includes(person.user_id)) continue
      const locale = person.locale === 'nl' ? 'nl' : 'en'
      await queueMail(tx, {
        to: person.email,
        companyId: person.seller_id,
        subject: render(withValues(subject, values), locale),
        text: `${render(withValues(text, values), locale)}\n\n${render(notificationsTexts.open, locale)}: ${tx.platform.publicUrl}${link}`,
      })
    }
    return told
  })
}

/** The caller's notifications, a page at a time; the cursor is where the next page starts. */
export async function listMyNotifications(
  ctx: RequestContext,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const offset = query.cursor === undefined ? 0 : Number(query.cursor)
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new BadRequest(notificationsTexts.invalidCursor, [{ field: 'cursor', message: 'invalid' }])
  const rows = await listMine(ctx, { offset, limit: query.limit + 1 })
  return {
    data: rows.slice(0, query.limit),
    next_cursor: rows.length > query.limit ? String(offset + query.limit) : null,
  }
}

export async function myUnreadCount(ctx: RequestContext) {
  const seller = ctx.isStaff || ctx.memberships.some((m) => m.company_kind === 'reseller')
  return { unread: await countUnread(ctx), seller }
}

export async function readNotification(ctx: RequestContext, id: string): Promise<void> {
  if (!(await markRead(ctx, id))) throw new NotFound(notificationsTexts.notFound)
}

export const readAllNotifications = (ctx: RequestContext) => markAllRead(ctx)
