import type { BillingSettings } from '@portico/contracts'
import { eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { billingSettings, companies, documentTemplates, emailTemplates } from '../../db/schema/index.ts'
import { findRow, updateAtVersion, writeAtVersion } from '../../lib/sql.ts'

export type SettingsRow = typeof billingSettings.$inferSelect
export type EmailTemplateKey = 'invoice' | 'quote' | 'credit_note' | 'reminder'
export type Language = 'en' | 'nl'
type DocumentTemplateInput = { logo_png: string | null; accent_color: string; footer_text: string | null }

/** The settings row of a provider, or undefined before its first use. */
export async function findSettings(
  ctx: RequestContext,
  providerId: string,
): Promise<SettingsRow | undefined> {
  return findRow(ctx.db, billingSettings, eq(billingSettings.company_id, providerId))
}

/** Creates a provider's settings from its company record (a concurrent first use wins quietly). */
export async function insertDefaultSettings(
  ctx: RequestContext,
  providerId: string,
  defaults: Pick<SettingsRow, 'vat_rates' | 'number_patterns'>,
) {
  const company = await findRow(ctx.db, companies, eq(companies.id, providerId))
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
  const [row] = await updateAtVersion(
    ctx.db,
    billingSettings,
    version,
    eq(billingSettings.company_id, providerId),
    input,
  )
  return row
}

export async function findEmailTemplate(
  ctx: RequestContext,
  providerId: string,
  key: EmailTemplateKey,
  language: Language,
) {
  return findRow(
    ctx.db,
    emailTemplates,
    eq(emailTemplates.company_id, providerId),
    eq(emailTemplates.key, key),
    eq(emailTemplates.language, language),
  )
}

/** Version 0 inserts the provider's first own template; otherwise updates at that version. False when stale. */
export async function writeEmailTemplate(
  ctx: RequestContext,
  at: { providerId: string; key: EmailTemplateKey; language: Language; version: number },
  input: { subject: string; body: string },
): Promise<boolean> {
  const { providerId, key, language, version } = at
  return writeAtVersion(ctx.db, emailTemplates, version, { company_id: providerId, key, language }, input)
}

export async function findDocumentTemplate(ctx: RequestContext, providerId: string, language: Language) {
  return findRow(
    ctx.db,
    documentTemplates,
    eq(documentTemplates.company_id, providerId),
    eq(documentTemplates.language, language),
  )
}

/** Version 0 inserts the provider's first own layout; otherwise updates at that version. False when stale. */
export async function writeDocumentTemplate(
  ctx: RequestContext,
  at: { providerId: string; language: Language; version: number },
  input: DocumentTemplateInput,
): Promise<boolean> {
  const { providerId, language, version } = at
  return writeAtVersion(ctx.db, documentTemplates, version, { company_id: providerId, language }, input)
}
