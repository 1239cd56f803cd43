import type { Me, UpdateMeBody } from '@portico/contracts'
import { eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'

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

export async function updateMe(db: Db, ctx: RequestContext, body: UpdateMeBody): Promise<Me> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ locale: body.locale, updated_at: new Date() })
      .where(eq(users.id, ctx.user.id))
    await audit(
      { ...ctx, db: tx as unknown as Db },
      {
        action: 'user.locale_changed',
        entity: 'user',
        entity_id: ctx.user.id,
        before: { locale: ctx.user.locale },
        after: { locale: body.locale },
      },
    )
  })
  ctx.user.locale = body.locale
  return getMe(ctx)
}
