import type { CreateFeedbackBody, Feedback } from '@portico/contracts'
import { desc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { feedback } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, NotFound } from '../../lib/errors.ts'
import { chargeQuota, submittingCompany } from '../../lib/quota.ts'
import type { ErrorReporter } from '../../lib/sentry.ts'

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

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

function decodeScreenshot(dataUrl: string | undefined): Buffer | null {
  if (!dataUrl) return null
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  if (!png.subarray(0, 8).equals(PNG_MAGIC)) {
    throw new BadRequest('The screenshot is not a PNG image.', [
      { field: 'screenshot', message: 'not a PNG image' },
    ])
  }
  return png
}

export async function createFeedback(
  db: Db,
  ctx: RequestContext,
  body: CreateFeedbackBody,
  reporter: ErrorReporter,
): Promise<Feedback> {
  const png = decodeScreenshot(body.screenshot)
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const bytes = Buffer.byteLength(body.message) + (png?.length ?? 0)
    await chargeQuota({ ...ctx, db: tx }, 'feedback', submittingCompany(ctx), { items: 1, bytes })
    const [created] = await tx
      .insert(feedback)
      .values({
        user_id: ctx.user.id,
        company_id: ctx.scopeCompanyId,
        name: body.name || null,
        email: body.email || null,
        message: body.message,
        url: body.url ?? null,
        screenshot_png: png?.toString('base64') ?? null,
      })
      .returning()
    if (!created) throw new Error('feedback insert returned nothing')
    await audit(
      { ...ctx, db: tx },
      {
        action: 'feedback.created',
        entity: 'feedback',
        entity_id: created.id,
        company_id: ctx.scopeCompanyId,
      },
    )
    return created
  })
  void reporter.sendFeedback({
    message: body.message,
    name: body.name,
    email: body.email,
    url: body.url,
    screenshotPng: png,
  })
  return toFeedback(row)
}

export async function listFeedback(db: Db): Promise<Feedback[]> {
  const rows = await db.select().from(feedback).orderBy(desc(feedback.created_at)).limit(200)
  return rows.map(toFeedback)
}

export async function feedbackScreenshot(db: Db, id: string): Promise<Buffer> {
  const [row] = await db.select({ png: feedback.screenshot_png }).from(feedback).where(eq(feedback.id, id))
  if (!row?.png) throw new NotFound('No screenshot for this report.')
  return Buffer.from(row.png, 'base64')
}
