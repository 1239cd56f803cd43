import {
  NOTIFICATION_DEFAULTS,
  type NotificationEvent,
  type PreferenceEvent,
  STAFF_NOTIFICATION_DEFAULTS,
  type StaffChannel,
  type StaffNotificationEvent,
} from '@portico/contracts'
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany, sellerOf } from '../../auth/visibility.ts'
import { companies, memberships, notificationPreferences, users } from '../../db/schema/index.ts'
import { queryRows } from '../../lib/sql.ts'

type Choice = { event: PreferenceEvent; channel: StaffChannel | null }

/** A company's defaults (user null) and one person's own choices, of a company the caller may see. */
export async function preferencesOf(ctx: RequestContext, companyId: string, userId: string) {
  return ctx.db
    .select({
      user_id: notificationPreferences.user_id,
      event: notificationPreferences.event,
      channel: notificationPreferences.channel,
    })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.company_id, companyId),
        or(isNull(notificationPreferences.user_id), eq(notificationPreferences.user_id, userId)),
        ownedByVisibleCompany(ctx, notificationPreferences.company_id),
      ),
    )
}

/** Replaces the choices of a person (or the company's defaults: user null) for the events given; a null channel removes one. */
export async function savePreferences(
  ctx: RequestContext,
  companyId: string,
  userId: string | null,
  choices: Choice[],
) {
  const owner = userId ? eq(notificationPreferences.user_id, userId) : isNull(notificationPreferences.user_id)
  await ctx.db.delete(notificationPreferences).where(
    and(
      eq(notificationPreferences.company_id, companyId),
      owner,
      inArray(
        notificationPreferences.event,
        choices.map((c) => c.event),
      ),
      ownedByVisibleCompany(ctx, notificationPreferences.company_id),
    ),
  )
  const rows = choices.flatMap(({ event, channel }) =>
    channel ? [{ company_id: companyId, user_id: userId, event, channel }] : [],
  )
  if (rows.length) await ctx.db.insert(notificationPreferences).values(rows)
}

/** A company's person as a notification goes out: their address, language, and whether they want it. */
export type Person = { email: string; locale: string | null; wants: boolean }

/**
 * Whether each of a company's people wants to hear of `event`: their own choice, else the company's
 * default, else the portal's. People without an address are left out.
 */
export async function notificationChoices(
  ctx: RequestContext,
  companyId: string,
  event: NotificationEvent,
): Promise<Person[]> {
  return queryRows<Person>(
    ctx.db,
    sql`select u.email, u.locale, coalesce(own.channel, fallback.channel, ${NOTIFICATION_DEFAULTS[event]}) = 'email' as wants
        from ${memberships} m
        join ${users} u on u.id = m.user_id
        left join ${notificationPreferences} own
          on own.company_id = m.company_id and own.user_id = m.user_id and own.event = ${event}
        left join ${notificationPreferences} fallback
          on fallback.company_id = m.company_id and fallback.user_id is null and fallback.event = ${event}
        where m.company_id = ${companyId} and u.email is not null and u.disabled_at is null
          and ${ownedByVisibleCompany(ctx, sql`m.company_id`)}
        order by u.email`,
  )
}

/** The addresses of a company's people who want to hear of `event` by e-mail, in order. */
export async function recipientsFor(ctx: RequestContext, companyId: string, event: NotificationEvent) {
  return (await notificationChoices(ctx, companyId, event)).filter((p) => p.wants).map((p) => p.email)
}

/** One of a seller's people told of a staff event, and how: by mail, in the bell, both or not at all. */
export type StaffRecipient = {
  user_id: string
  email: string | null
  locale: string | null
  channel: StaffChannel
  /** The company they hear it as (its brand signs the mail) and its kind (where their links lead). */
  seller_id: string
  seller_kind: string
}

/**
 * The people of the company that sells to `customerId` (its reseller, else the provider), and with
 * `withProvider` also the provider's staff, each once with their channel for `event`: their own
 * choice in that company, else its default, else the portal's. Disabled people are left out.
 */
export async function staffRecipients(
  ctx: RequestContext,
  customerId: string,
  event: StaffNotificationEvent,
  withProvider: boolean,
): Promise<StaffRecipient[]> {
  return queryRows<StaffRecipient>(
    ctx.db,
    sql`with sellers as (
          select ${sellerOf()} as id from ${companies} where ${companies.id} = ${customerId}
          union select ${companies.lineage}[1] from ${companies}
          where ${companies.id} = ${customerId} and ${withProvider})
        select distinct on (u.id) u.id as user_id, u.email, u.locale, c.id as seller_id, c.kind as seller_kind,
          coalesce(own.channel, fallback.channel, ${STAFF_NOTIFICATION_DEFAULTS[event]}) as channel
        from sellers s
        join ${companies} c on c.id = s.id
        join ${memberships} m on m.company_id = s.id
        join ${users} u on u.id = m.user_id
        left join ${notificationPreferences} own
          on own.company_id = m.company_id and own.user_id = m.user_id and own.event = ${event}
        left join ${notificationPreferences} fallback
          on fallback.company_id = m.company_id and fallback.user_id is null and fallback.event = ${event}
        where u.disabled_at is null and ${ownedByVisibleCompany(ctx, sql`m.company_id`)}
        order by u.id, c.kind = 'provider'`,
  )
}
