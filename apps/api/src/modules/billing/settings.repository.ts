import type { BillingSettings } from '@portico/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { billingSettings, companies, documentTemplates, emailTemplates } from '../../db/schema/index.ts'

export type SettingsRow = typeof billingSettings.$inferSelect
export type EmailTemplateKey = 'invoice' | 'quote' | 'credit_note' | 'reminder'
export type Language = 'en' | 'nl'
type DocumentTemplateInput = { logo_png: string | null; accent_color: string; footer_text: string | null }

/** The settings row of a provider, or undefined before its first use. */
export async function findSettings(
  ctx: RequestContext,
  providerId: string,
): Promise<SettingsRow | undefined> {
  const [row] = await ctx.db.select().from(billingSettings).where(eq(billingSettings.company_id, providerId))
  return row
}

/** Creates a provider's settings from its company record (a concurrent first use wins quietly). */
export async function insertDefaultSettings(
  ctx: RequestContext,
  providerId: string,
  defaults: Pick<SettingsRow, 'vat_rates' | 'number_patterns'>,
) {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, providerId))
  await ctx.db
    .insert(billingSettings)
    .values({
      company_id: providerId,
      legal_name: company?.name ?? 'Provider',
      address_street: company?.address_street ?? null,
      address_postal_code: company?.address_postal_code ?? null,
      address_city: company?.address_city ?? null,
      address_country: company?.address_country ?? 'NL',
      email: company?.billing_email ?? null,
      vat_id: company?.vat_id ?? null,
      coc_number: company?.coc_number ?? null,
      ...defaults,
    })
    .onConflictDoNothing()
}

/** Saves settings at the expected version; undefined when they changed meanwhile. */
export async function updateSettings(
  ctx: RequestContext,
  providerId: string,
  version: number,
  input: BillingSettings,
): Promise<SettingsRow | undefined> {
  const [row] = await ctx.db
    .update(billingSettings)
    .set({ ...input, version: sql`${billingSettings.version} + 1`, updated_at: new Date() })
    .where(and(eq(billingSettings.company_id, providerId), eq(billingSettings.version, version)))
    .returning()
  return row
}

export async function findEmailTemplate(
  ctx: RequestContext,
  providerId: string,
  key: EmailTemplateKey,
  language: Language,
) {
  const [own] = await ctx.db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.company_id, providerId),
        eq(emailTemplates.key, key),
        eq(emailTemplates.language, language),
      ),
    )
  return own
}

/** Version 0 inserts the provider's first own template; otherwise updates at that version. False when stale. */
export async function writeEmailTemplate(
  ctx: RequestContext,
  at: { providerId: string; key: EmailTemplateKey; language: Language; version: number },
  input: { subject: string; body: string },
): Promise<boolean> {
  const { providerId, key, language, version } = at
  const rows =
    version === 0
      ? await ctx.db
          .insert(emailTemplates)
          .values({ company_id: providerId, key, language, ...input })
          .onConflictDoNothing()
          .returning({ key: emailTemplates.key })
      : await ctx.db
          .update(emailTemplates)
          .set({ ...input, version: sql`${emailTemplates.version} + 1`, updated_at: new Date() })
          .where(
            and(
              eq(emailTemplates.company_id, providerId),
              eq(emailTemplates.key, key),
              eq(emailTemplates.language, language),
              eq(emailTemplates.version, version),
            ),
          )
          .returning({ key: emailTemplates.key })
  return rows.length > 0
}

export async function findDocumentTemplate(ctx: RequestContext, providerId: string, language: Language) {
  const [row] = await ctx.db
    .select()
    .from(documentTemplates)
    .where(and(eq(documentTemplates.company_id, providerId), eq(documentTemplates.language, language)))
  return row
}

/** Version 0 inserts the provider's first own layout; otherwise updates at that version. False when stale. */
export async function writeDocumentTemplate(
  ctx: RequestContext,
  at: { providerId: string; language: Language; version: number },
  input: DocumentTemplateInput,
): Promise<boolean> {
  const { providerId, language, version } = at
  const rows =
    version === 0
      ? await ctx.db
          .insert(documentTemplates)
          .values({ company_id: providerId, language, ...input })
          .onConflictDoNothing()
          .returning({ language: documentTemplates.language })
      : await ctx.db
          .update(documentTemplates)
          .set({ ...input, version: sql`${documentTemplates.version} + 1`, updated_at: new Date() })
          .where(
            and(
              eq(documentTemplates.company_id, providerId),
              eq(documentTemplates.language, language),
              eq(documentTemplates.version, version),
            ),
          )
          .returning({ language: documentTemplates.language })
  return rows.length > 0
}
