import { z } from 'zod'
import { OfferPriceSchema } from './catalogOffers.ts'
import { BillingPeriodSchema } from './catalogProducts.ts'
import { companyFields, DateTimeSchema } from './common.ts'
import { defineTexts } from './texts.ts'

/** The connectivity area's validation messages by code (the schemas carry the code). */
export const connectivityTexts = defineTexts('connectivity', {
  postcode: {
    en: 'Enter a Dutch postcode: four digits and two letters, such as 1012 AB',
    nl: 'Vul een Nederlandse postcode in: vier cijfers en twee letters, zoals 1012 AB',
  },
  houseNumber: {
    en: 'Enter a house number: a whole number from 1 to 99999',
    nl: 'Vul een huisnummer in: een heel getal van 1 tot en met 99999',
  },
  addition: {
    en: 'A house number addition has at most 6 letters or digits, such as A or BIS',
    nl: 'Een huisnummertoevoeging heeft hoogstens 6 letters of cijfers, zoals A of BIS',
  },
  e164: {
    en: 'Enter a Dutch number in international form: +31 and nine digits, such as +31201234567',
    nl: 'Vul een Nederlands nummer in internationale vorm in: +31 en negen cijfers, zoals +31201234567',
  },
  iccid: {
    en: 'An ICCID has 19 or 20 digits and starts with 89',
    nl: 'Een ICCID heeft 19 of 20 cijfers en begint met 89',
  },
  dataLimit: {
    en: 'Enter a data limit in MB: a whole number from 0 to 1000000, or none',
    nl: 'Vul een datalimiet in MB in: een heel getal van 0 tot en met 1000000, of geen',
  },
  wishDate: {
    en: 'Enter a date as YYYY-MM-DD',
    nl: 'Vul een datum in als JJJJ-MM-DD',
  },
})
const texts = connectivityTexts.codes

/** A Dutch postcode (BAG): 1234AB; a space between is allowed and dropped, letters are made upper case. */
export const PostcodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[1-9][0-9]{3}[A-Z]{2}$/, texts.postcode))
const houseNumber = z.coerce
  .number(texts.houseNumber)
  .int(texts.houseNumber)
  .min(1, texts.houseNumber)
  .max(99999, texts.houseNumber)
const addition = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{0,6}$/, texts.addition)
  .optional()
  .transform((v) => v || null)

/** An address as the wholesale availability check takes it: postcode, house number, addition. */
export const AddressQuerySchema = z.strictObject({
  postcode: PostcodeSchema,
  house_number: houseNumber,
  addition,
})
export type AddressQuery = z.output<typeof AddressQuerySchema>

export const TECHNOLOGIES = ['fiber', 'copper'] as const
export const TechnologySchema = z.enum(TECHNOLOGIES)

/** A carrier's network at the address (KPN copper with its ISRA point, a fibre network). */
export const CarrierAtAddressSchema = z.object({
  carrier: z.string(),
  technology: TechnologySchema,
  /** KPN copper: the ISRA connection point; fibre: the network's access point. */
  connection_point: z.string().nullable(),
})

/** A package the carrier delivers at the address, and what the company pays for it (null: not sold). */
export const InternetPackageSchema = z.object({
  code: z.string(),
  carrier: z.string(),
  technology: TechnologySchema,
  down_mbps: z.number().int(),
  up_mbps: z.number().int(),
  product_id: z.uuid().nullable(),
  name_en: z.string(),
  name_nl: z.string(),
  prices: z.array(OfferPriceSchema),
})
export type InternetPackage = z.infer<typeof InternetPackageSchema>

export const AvailabilitySchema = z.object({
  postcode: z.string(),
  house_number: z.number().int(),
  addition: z.string().nullable(),
  /** null: the carrier knows no such address. */
  street: z.string().nullable(),
  city: z.string().nullable(),
  carriers: z.array(CarrierAtAddressSchema),
  packages: z.array(InternetPackageSchema),
})
export type Availability = z.infer<typeof AvailabilitySchema>

/** An internet line ordered at an address, with the carrier's wish date. */
export const InternetOrderInputSchema = z.strictObject({
  postcode: PostcodeSchema,
  house_number: houseNumber,
  addition,
  package_code: z.string().trim().min(1).max(40),
  period: BillingPeriodSchema,
  wish_date: z.iso.date(texts.wishDate),
})
export type InternetOrderInput = z.output<typeof InternetOrderInputSchema>

/** The delivery timeline of a line, as the carrier reports it. */
export const INTERNET_LINE_STATUSES = [
  'awaiting_order',
  'submitted',
  'planned',
  'delivered',
  'active',
  'terminated',
  'failed',
] as const
export const InternetLineStatusSchema = z.enum(INTERNET_LINE_STATUSES)
export type InternetLineStatus = z.infer<typeof InternetLineStatusSchema>

export const InternetLineEventSchema = z.object({
  status: InternetLineStatusSchema,
  at: DateTimeSchema,
  /** planned: the delivery date the carrier gives. */
  planned_date: z.iso.date().nullable(),
})

export const InternetLineSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  service_id: z.uuid().nullable(),
  postcode: z.string(),
  house_number: z.number().int(),
  addition: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  package_code: z.string(),
  carrier: z.string(),
  technology: TechnologySchema,
  down_mbps: z.number().int(),
  up_mbps: z.number().int(),
  wish_date: z.iso.date(),
  planned_date: z.iso.date().nullable(),
  status: InternetLineStatusSchema,
  /** The carrier's order id, once the order is placed there. */
  carrier_order_id: z.string().nullable(),
  /** sandbox: the sandbox carrier (no real line). */
  carrier_mode: z.string(),
  error: z.string().nullable(),
  events: z.array(InternetLineEventSchema),
  created_at: DateTimeSchema,
})
export type InternetLine = z.infer<typeof InternetLineSchema>

export const InternetLineParamsSchema = z.strictObject({ line: z.uuid() })

export const InternetOrderResultSchema = z.object({
  line: InternetLineSchema,
  cart_item_id: z.uuid().nullable(),
})
export type InternetOrderResult = z.infer<typeof InternetOrderResultSchema>
