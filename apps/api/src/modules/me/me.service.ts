import type { Me, UpdateMeBody } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { updateOwnLocale } from './me.repository.ts'

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
    access: ctx.access,
    companies: ctx.memberships.map((m) => ({ id: m.company_id, name: m.company_name })),
  }
}

export async function updateMe(ctx: RequestContext, body: UpdateMeBody): Promise<Me> {
  await ctx.transaction(async (tx) => {
    await updateOwnLocale(tx, body.locale)
    await audit(tx, {
      action: 'user.locale_changed',
      entity: 'user',
      entity_id: ctx.user.id,
      before: { locale: ctx.user.locale },
      after: { locale: body.locale },
    })
  })
  ctx.user.locale = body.locale
  return getMe(ctx)
}
