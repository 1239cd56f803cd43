import { z } from 'zod'
import { companyFields } from './common.ts'
import { defineTexts } from './texts.ts'

/** Branding's validation messages by code (the schemas carry the code). */
export const brandingTexts = defineTexts('branding', {
  hexColor: { en: 'A colour as #rrggbb, e.g. #1864ab', nl: 'Een kleur als #rrggbb, bijv. #1864ab' },
  hostName: {
    en: 'A host name such as portal.example.com',
    nl: 'Een hostnaam zoals portal.example.com',
  },
  slug: {
    en: 'Lower-case letters, digits and dashes, e.g. resell-it',
    nl: 'Kleine letters, cijfers en streepjes, bijv. resell-it',
  },
  oneLine: { en: 'One line, without line breaks', nl: 'Eén regel, zonder regeleinden' },
})
const texts = brandingTexts.codes

/** The six colour themes of the portal (spec 4); a brand picks one as its base. */
export const BrandThemeSchema = z.enum(['default', 'amethyst', 'city', 'flat', 'modern', 'smooth'])
export type BrandTheme = z.infer<typeof BrandThemeSchema>

const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, texts.hexColor)
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\r\n\t<>"]*$/, texts.oneLine)

/** What a brand's owner sets. The contrast of `primary_color` is checked by the API (WCAG AA). */
export const BrandInputSchema = z.strictObject({
  brand_name: oneLine(80),
  base_theme: BrandThemeSchema,
  primary_color: HexColor.nullable(),
  email_sender_name: oneLine(80).nullable(),
  invoice_footer: z.string().trim().max(500).nullable(),
  host_name: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, texts.hostName)
    .nullable(),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, texts.slug)
    .nullable(),
})
export type BrandInput = z.infer<typeof BrandInputSchema>

/** A company's brand settings as its editors see them (defaults, version 0, when it has none yet). */
export const BrandSettingsSchema = BrandInputSchema.extend({
  ...companyFields,
  /** Whether the caller may change it: a provider's or reseller's admins, and staff above it. */
  editable: z.boolean(),
  /** Only providers and resellers have a brand of their own; a customer sees its seller's. */
  brandable: z.boolean(),
  logo_url: z.string().nullable(),
  /** 0 until the brand is first saved. */
  version: z.number().int(),
})
export type BrandSettings = z.infer<typeof BrandSettingsSchema>

/** The brand a person sees: the portal's, their provider's, or their reseller's (never the provider's then). */
export const BrandSchema = z.object({
  brand_name: z.string(),
  base_theme: BrandThemeSchema.nullable(),
  primary_color: z.string().nullable(),
  logo_url: z.string().nullable(),
})
export type Brand = z.infer<typeof BrandSchema>
