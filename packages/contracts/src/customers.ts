import { EU_VAT_FORMATS, isValidEuVatFormat, normalizeVatId } from '@portico/domain'
import { z } from 'zod'
import {
  AddressViewSchema,
  DateTimeSchema,
  dataOf,
  LocaleSchema,
  pageOf,
  pageQueryFields,
  versionedFields,
} from './common.ts'
import { defineTexts } from './texts.ts'

/** The customers area's validation messages by code (the schemas carry the code). */
export const customersTexts = defineTexts('customers', {
  country: {
    en: 'Use a two-letter country code (ISO 3166-1), e.g. NL',
    nl: 'Gebruik een landcode van twee letters (ISO 3166-1), bijv. NL',
  },
  currency: {
    en: 'Use a three-letter currency code (ISO 4217), e.g. EUR',
    nl: 'Gebruik een valutacode van drie letters (ISO 4217), bijv. EUR',
  },
  phone: {
    en: 'Use digits, spaces and + ( ) . / - only',
    nl: 'Gebruik alleen cijfers, spaties en + ( ) . / -',
  },
  vatId: {
    en: 'Not a valid VAT id for that country, e.g. NL123456789B01',
    nl: 'Geen geldig btw-id voor dat land, bijv. NL123456789B01',
  },
})
const texts = customersTexts.codes

const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) => text(max).nullable().optional()

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, texts.country)
export const CurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, texts.currency)

/** A VAT id with its country prefix; EU ids must match their country's format (VIES checks the rest). */
export const VatIdSchema = z
  .string()
  .max(30)
  .transform(normalizeVatId)
  .refine(
    (id) =>
      EU_VAT_FORMATS[id.slice(0, 2)] ? isValidEuVatFormat(id) : /^[A-Z]{2}(?=.*\d)[0-9A-Z+*]{2,13}$/.test(id),
    texts.vatId,
  )

export const AddressSchema = z.strictObject({
  street: optionalText(200),
  postal_code: optionalText(20),
  city: optionalText(100),
  country: CountryCodeSchema.nullable().optional(),
})
export type Address = z.infer<typeof AddressSchema>

export const VatCheckSchema = z.object({
  status: z.enum(['valid', 'invalid', 'unavailable', 'format_invalid']),
  checked_at: DateTimeSchema,
  name: z.string().nullable(),
  source: z.enum(['sandbox', 'vies']),
})
export type VatCheck = z.infer<typeof VatCheckSchema>

/** A phone number as people type it: digits and + ( ) . / - (the server checks it is a real number). */
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+0-9 ()./-]*$/, texts.phone)
  .nullable()
  .optional()

/** What a client may write; number, kind, status and timestamps are the server's. */
export const CustomerInputSchema = z.strictObject({
  name: text(200).min(1),
  parent_id: z.uuid().nullable().optional(),
  address: AddressSchema.optional(),
  billing_email: z.email().max(320).nullable().optional(),
  phone,
  website: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .nullable()
    .optional(),
  vat_id: VatIdSchema.nullable().optional(),
  coc_number: optionalText(20),
  language: LocaleSchema.default('en'),
  currency: CurrencySchema.default('EUR'),
  payment_terms_days: z.number().int().min(0).max(365).default(14),
  notes: optionalText(5000),
})
export type CustomerInput = z.input<typeof CustomerInputSchema>

export const CustomerSchema = z.object({
  id: z.uuid(),
  number: z.number().int().nullable(),
  kind: z.enum(['provider', 'reseller', 'customer']),
  name: z.string(),
  parent_id: z.uuid().nullable(),
  parent_name: z.string().nullable(),
  address: AddressViewSchema,
  billing_email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  vat_id: z.string().nullable(),
  vat_check: VatCheckSchema.nullable(),
  coc_number: z.string().nullable(),
  language: LocaleSchema,
  currency: z.string(),
  payment_terms_days: z.number().int(),
  notes: z.string().nullable(),
  archived_at: DateTimeSchema.nullable(),
  ...versionedFields,
})
export type Customer = z.infer<typeof CustomerSchema>
export const CustomerResponseSchema = dataOf(CustomerSchema)

export const CUSTOMER_SORTS = ['number', 'name', 'city', 'created_at'] as const
export const CustomerListQuerySchema = z.strictObject({
  status: z.enum(['active', 'archived']).default('active'),
  q: z.string().trim().max(100).optional(),
  country: CountryCodeSchema.optional(),
  parent_id: z.uuid().optional(),
  /** Only the companies the caller's books bill (customers and resellers it sells to), for billing. */
  billable: z.stringbool().optional(),
  sort: z.enum(CUSTOMER_SORTS).default('number'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...pageQueryFields(25),
})
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>

export const CustomerListResponseSchema = pageOf(CustomerSchema)
export type CustomerListResponse = z.infer<typeof CustomerListResponseSchema>

export const CustomerCsvColumns = [
  'number',
  'name',
  'billing_email',
  'phone',
  'vat_id',
  'coc_number',
  'street',
  'postal_code',
  'city',
  'country',
  'language',
  'currency',
  'payment_terms_days',
] as const
export const CustomerExportQuerySchema = CustomerListQuerySchema.omit({ cursor: true, limit: true }).extend({
  columns: z
    .string()
    .max(500)
    .optional()
    .describe(`Comma-separated, from: ${CustomerCsvColumns.join(', ')}`),
})
export type CustomerExportQuery = z.infer<typeof CustomerExportQuerySchema>

export const ImportReportSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
})
export type ImportReport = z.infer<typeof ImportReportSchema>

// Contacts, locations and services of a customer or reseller (spec section 3).

export const CommunicationMethodSchema = z.enum(['email', 'phone', 'mobile', 'post'])

/** Spec section 3: contact fields. */
export const ContactInputSchema = z.strictObject({
  full_name: text(200).min(1),
  job_title: optionalText(200),
  phone_number: phone,
  phone_number_extension: optionalText(10),
  mobile_number: phone,
  email: z.email().max(320).nullable().optional(),
  preferred_language: LocaleSchema.nullable().optional(),
  communication_method: CommunicationMethodSchema.default('email'),
})
export type ContactInput = z.input<typeof ContactInputSchema>

export const ContactSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  full_name: z.string(),
  job_title: z.string().nullable(),
  phone_number: z.string().nullable(),
  phone_number_extension: z.string().nullable(),
  mobile_number: z.string().nullable(),
  email: z.string().nullable(),
  preferred_language: LocaleSchema.nullable(),
  communication_method: CommunicationMethodSchema,
  ...versionedFields,
})
export type Contact = z.infer<typeof ContactSchema>

export const LocationInputSchema = z.strictObject({
  name: text(200).min(1),
  address: AddressSchema,
  contact_id: z.uuid().nullable().optional(),
  notes: optionalText(2000),
})
export type LocationInput = z.input<typeof LocationInputSchema>

export const LocationSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  name: z.string(),
  address: AddressViewSchema,
  contact_id: z.uuid().nullable(),
  contact_name: z.string().nullable(),
  notes: z.string().nullable(),
  ...versionedFields,
})
export type Location = z.infer<typeof LocationSchema>

export const ServiceSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  type: z.string(),
  /** As ordered: the product's name in the customer's language, or the domain name, or staff's own. */
  name: z.string(),
  /** The product's name in both languages when the service is named after it (show the reader's). */
  product_name: z.object({ en: z.string(), nl: z.string() }).nullable(),
  status: z.string(),
  disk_usage_bytes: z.number().nullable(),
  traffic_usage_bytes: z.number().nullable(),
  created_at: DateTimeSchema,
  /** Sold through the catalogue (issue 11): its billing; null for services kept elsewhere. */
  product_id: z.uuid().nullable(),
  currency: z.string(),
  period: z.string().nullable(),
  price_minor: z.number().int().nullable(),
  start_date: z.iso.date().nullable(),
  /** The start of the first period not invoiced yet. */
  next_due_date: z.iso.date().nullable(),
  /** The day it ends (cancelled at a period end, or now). */
  cancel_at: z.iso.date().nullable(),
  /** The contract the sale made: minimum term in months (0: one period), notice in days. */
  commitment_months: z.number().int(),
  notice_days: z.number().int(),
  /** A running promotion's discount per period on `price_minor`. */
  discount_minor: z.number().int(),
  vat_rate_bp: z.number().int().nullable(),
  /** The provisioning adapter of its product (PROVISIONING_ADAPTERS: 'sandbox' touches no real system); null outside the catalogue. */
  adapter: z.string().nullable(),
  version: z.number().int(),
})
export type Service = z.infer<typeof ServiceSchema>
