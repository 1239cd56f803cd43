import type { Feedback } from '@portico/contracts'
import { desc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { feedback } from '../../db/schema/index.ts'
import { insertRow } from '../../lib/sql.ts'

type Row = typeof feedback.$inferSelect
const toFeedback = (r: Row): Feedback => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  url: r.url,
  has_screenshot: Boolean(r.screenshot_png),
  user_id: r.user_id,
  created_at: r.created_at.toISOString(),
})

/** A report by the caller, filed under the company they are working in (if any). */
export async function insertFeedback(
  ctx: RequestContext,
  input: {
    name: string | null
    email: string | null
    message: string
    url: string | null
    screenshotPng: Buffer | null
  },
): Promise<Feedback> {
  const created = await insertRow(ctx.db, feedback, {
    user_id: ctx.user.id,
    company_id: ctx.scopeCompanyId,
    name: input.name,
    email: input.email,
    message: input.message,
    url: input.url,
    screenshot_png: input.screenshotPng?.toString('base64') ?? null,
  })
  return toFeedback(created)
}

/**
 * The latest 200 reports. Feedback is about the portal itself, so the provider's staff read every
 * report (the route admits staff only), whichever company it was filed under.
 */
export async function listFeedback(ctx: RequestContext): Promise<Feedback[]> {
  const rows = await ctx.db.select().from(feedback).orderBy(desc(feedback.created_at)).limit(200)
  return rows.map(toFeedback)
}

/** A report's screenshot (PNG), when it has one. */
export async function findScreenshot(ctx: RequestContext, id: string): Promise<Buffer | null> {
  const [row] = await ctx.db
    .select({ png: feedback.screenshot_png })
    .from(feedback)
    .where(eq(feedback.id, id))
  return row?.png ? Buffer.from(row.png, 'base64') : null
}
