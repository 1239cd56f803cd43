import { type Appearance, type Me, type UpdateMeBody, UpdateMeBodySchema } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { updateOwnAppearance, updateOwnLocale } from './me.repository.ts'
import { updateOwnName } from './security.repository.ts'
import { ownAccount } from './security.service.ts'

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
  const { display_name: name, locale, appearance } = UpdateMeBodySchema.parse(body)
  // An external IdP sends the name with every token: it is changed there, not here.
  if (name !== undefined) await ownAccount(ctx)
  const changed = (tx: RequestContext, action: string, before: object, after: object) =>
    audit(tx, { action, entity: 'user', entity_id: ctx.user.id, before, after })
  await ctx.transaction(async (tx) => {
    if (name !== undefined && name !== ctx.user.display_name) {
      await updateOwnName(tx, name)
      await changed(tx, 'user.name_changed', { display_name: ctx.user.display_name }, { display_name: name })
    }
    if (locale) {
      await updateOwnLocale(tx, locale)
      await changed(tx, 'user.locale_changed', { locale: ctx.user.locale }, { locale })
    }
    // The look of the portal is the user's own business: kept, not audited.
    if (appearance) await updateOwnAppearance(tx, appearance)
  })
  if (name !== undefined) ctx.user.display_name = name
  if (locale) ctx.user.locale = locale
  if (appearance) ctx.user.appearance = appearance
  return getMe(ctx)
}
