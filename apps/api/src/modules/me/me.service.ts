import { type Appearance, type Me, type UpdateMeBody, UpdateMeBodySchema } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { updateOwnAppearance, updateOwnLocale } from './me.repository.ts'

export function getMe(ctx: RequestContext): Me {
  const { user } = ctx
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    display_name: user.display_name,
    first_name: user.first_name,
    last_name: user.last_name,
    roles: ctx.roles,
    locale: user.locale ?? null,
    appearance: (user.appearance as Appearance | null) ?? null,
    access: ctx.access,
    companies: ctx.memberships.map((m) => ({ id: m.company_id, name: m.company_name })),
  }
}

export async function updateMe(ctx: RequestContext, body: UpdateMeBody): Promise<Me> {
  const { locale, appearance } = UpdateMeBodySchema.parse(body)
  await ctx.transaction(async (tx) => {
    if (locale) {
      await updateOwnLocale(tx, locale)
      await audit(tx, {
        action: 'user.locale_changed',
        entity: 'user',
        entity_id: ctx.user.id,
        before: { locale: ctx.user.locale },
        after: { locale },
      })
    }
    // The look of the portal is the user's own business: kept, not audited.
    if (appearance) await updateOwnAppearance(tx, appearance)
  })
  if (locale) ctx.user.locale = locale
  if (appearance) ctx.user.appearance = appearance
  return getMe(ctx)
}
