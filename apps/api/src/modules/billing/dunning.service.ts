import { type DunningSettings, DunningSettingsSchema } from '@portico/contracts'
import { daysBetween } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { notifyCompany } from '../company/notifications.service.ts'
import { queueMail } from '../mail/mail.service.ts'
import { auditDocument } from './documentAudit.ts'
import { toDocument, todayOf } from './documents.mapper.ts'
import { customerOf, pdfKeyOf } from './documents.repository.ts'
import { staffDocument } from './documents.service.ts'
import { claimStage, overdueInvoices, STAGE_SUSPENDED, saveDunningSettings } from './dunning.repository.ts'
import { pdfOf } from './pdfFiles.service.ts'
import { documentLink } from './send.service.ts'
import { billingIssuer, loadSettings } from './settings.service.ts'
import { BILLING_INVOICE_OVERDUE } from './systemInvoice.service.ts'
import { emailTemplate, renderTemplate } from './templates.service.ts'

const STAGE_NAMES = {
  en: ['First reminder', 'Second reminder', 'Final reminder'],
  nl: ['Eerste herinnering', 'Tweede herinnering', 'Laatste herinnering'],
} as const

/** The reminder stage an invoice this many days overdue has reached (0: none yet). */
export function dueStage(daysOverdue: number, reminderDays: readonly number[]): number {
  return reminderDays.filter((d) => daysOverdue >= d).length
}

/**
 * The daily dunning run of one provider: each overdue invoice gets the reminder stage it has reached,
 * once (a missed week sends the highest stage only, not all three), and past the suspension day its
 * services are suspended, once. Safe to run twice: every stage is claimed in the transaction that
 * queues its mail.
 */
export async function runDunning(ctx: RequestContext, providerId: string) {
  const settings = await loadSettings(ctx, providerId)
  const today = todayOf(ctx)
  const reminderDays = settings.reminder_days as number[]
  let reminders = 0
  let suspensions = 0
  for (const invoice of await overdueInvoices(ctx, providerId, today)) {
    const days = daysBetween(invoice.due_date, today)
    const stage = dueStage(days, reminderDays)
    if (stage > invoice.sent && (await sendReminder(ctx, invoice.id, stage))) reminders += 1
    const suspendAfter = settings.suspend_after_days
    if (suspendAfter > 0 && days >= suspendAfter && !invoice.suspended) {
      const claimed = await ctx.transaction(async (tx) => {
        if (!(await claimStage(tx, invoice.id, STAGE_SUSPENDED))) return false
        await tx.platform.jobs.send(tx.db, BILLING_INVOICE_OVERDUE, {
          providerId: tx.providerId ?? providerId,
          issuerId: providerId,
          documentId: invoice.id,
        })
        return true
      })
      if (claimed) suspensions += 1
    }
  }
  return { reminders, suspensions }
}

/** Mails one reminder stage of an invoice (its PDF attached) and records it on the invoice's history. */
async function sendReminder(ctx: RequestContext, id: string, stage: number): Promise<boolean> {
  const loaded = await staffDocument(ctx, id)
  const customer = await customerOf(ctx, loaded.row)
  if (!customer?.billing_email) return false
  const doc = toDocument(loaded, todayOf(ctx))
  await pdfOf(ctx, loaded)
  const key = await pdfKeyOf(ctx, id)
  const template = await emailTemplate(ctx, 'reminder', doc.language)
  const link = documentLink(ctx.platform.publicUrl, doc)
  const label = STAGE_NAMES[doc.language][stage - 1] ?? STAGE_NAMES[doc.language][2]
  return ctx.transaction(async (tx) => {
    if (!(await claimStage(tx, id, stage))) return false
    const subject = `${label}: ${renderTemplate(template.subject, doc, link)}`
    const text = renderTemplate(template.body, doc, link)
    await notifyCompany(
      tx,
      doc.customer_id,
      'payment_reminder',
      () => ({ subject, text }),
      customer.billing_email ?? '',
    )
    const mail = await queueMail(tx, {
      to: customer.billing_email ?? '',
      companyId: doc.customer_id,
      subject,
      text,
      attachments: key
        ? [{ filename: `${doc.number}.pdf`, content_type: 'application/pdf', file_key: key }]
        : [],
    })
    await auditDocument(tx, 'invoice.reminder_sent', id, doc.customer_id, { stage, mail })
    return true
  })
}

export async function getDunningSettings(ctx: RequestContext): Promise<DunningSettings> {
  const settings = await loadSettings(ctx, billingIssuer(ctx))
  return {
    reminder_days: settings.reminder_days as DunningSettings['reminder_days'],
    suspend_after_days: settings.suspend_after_days,
  }
}

export async function updateDunningSettings(
  ctx: RequestContext,
  body: DunningSettings,
): Promise<DunningSettings> {
  const input = DunningSettingsSchema.parse(body)
  const providerId = billingIssuer(ctx)
  const before = await getDunningSettings(ctx)
  await ctx.transaction(async (tx) => {
    await saveDunningSettings(tx, providerId, input)
    await audit(tx, {
      action: 'billing_settings.dunning_updated',
      entity: 'billing_settings',
      entity_id: providerId,
      company_id: providerId,
      before,
      after: input,
    })
  })
  return input
}
