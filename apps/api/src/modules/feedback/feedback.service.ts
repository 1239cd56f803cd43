import type { CreateFeedbackBody, Feedback } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, NotFound } from '../../lib/errors.ts'
import { chargeQuota, submittingCompany } from '../../lib/quota.ts'
import { findScreenshot, insertFeedback } from './feedback.repository.ts'
import { feedbackTexts } from './feedback.texts.ts'

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function decodeScreenshot(dataUrl: string | undefined): Buffer | null {
  if (!dataUrl) return null
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  if (!png.subarray(0, 8).equals(PNG_MAGIC)) {
    throw new BadRequest(feedbackTexts.screenshotNotPng, [
      { field: 'screenshot', message: 'not a PNG image' },
    ])
  }
  return png
}

/** Stores a report (with its audit entry) and passes it on to the error reporter (Sentry) when set. */
export async function createFeedback(ctx: RequestContext, body: CreateFeedbackBody): Promise<Feedback> {
  const png = decodeScreenshot(body.screenshot)
  const created = await ctx.transaction(async (tx) => {
    const bytes = Buffer.byteLength(body.message) + (png?.length ?? 0)
    await chargeQuota(tx, 'feedback', submittingCompany(ctx), { items: 1, bytes })
    const row = await insertFeedback(tx, {
      name: body.name || null,
      email: body.email || null,
      message: body.message,
      url: body.url ?? null,
      screenshotPng: png,
    })
    await audit(tx, {
      action: 'feedback.created',
      entity: 'feedback',
      entity_id: row.id,
      company_id: ctx.scopeCompanyId,
    })
    return row
  })
  void ctx.platform.reporter.sendFeedback({
    message: body.message,
    name: body.name,
    email: body.email,
    url: body.url,
    screenshotPng: png,
  })
  return created
}

export async function feedbackScreenshot(ctx: RequestContext, id: string): Promise<Buffer> {
  const png = await findScreenshot(ctx, id)
  if (!png) throw new NotFound(feedbackTexts.noScreenshot)
  return png
}
