import { NOTIFICATION_DEFAULTS, type NotificationChannel, type NotificationEvent } from '@portico/contracts'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { memberships, notificationPreferences, users } from '../../db/schema/index.ts'
import { queryRows } from '../../lib/sql.ts'

type Choice = { event: NotificationEvent; channel: NotificationChannel | null }

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

/** Replaces the choices of a person (or the company's defaults: user null); a null channel removes one. */
export async function savePreferences(
  ctx: RequestContext,
  companyId: string,
  userId: string | null,
  choices: Choice[],
) {
  const owner = userId ? eq(notificationPreferences.user_id, userId) : isNull(notificationPreferences.user_id)
  await ctx.db
    .delete(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.company_id, companyId),
        owner,
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
