import type { Appearance, Locale } from '@portico/contracts'
import { eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { users } from '../../db/schema/index.ts'

/** The caller's own preferred language. */
export async function updateOwnLocale(ctx: RequestContext, locale: Locale): Promise<void> {
  await ctx.db.update(users).set({ locale, updated_at: new Date() }).where(eq(users.id, ctx.user.id))
}

/** The caller's own appearance (dark mode, theme, area styles). */
export async function updateOwnAppearance(ctx: RequestContext, appearance: Appearance): Promise<void> {
  await ctx.db.update(users).set({ appearance, updated_at: new Date() }).where(eq(users.id, ctx.user.id))
}
