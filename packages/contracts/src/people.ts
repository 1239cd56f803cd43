import { z } from 'zod'
import { LocaleSchema } from './common.ts'
import { AddressSchema } from './customers.ts'

const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) => text(max).nullable().optional()
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+0-9 ()./-]*$/, 'Use digits, spaces and + ( ) . / - only')
  .nullable()
  .optional()

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
  version: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
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
  address: z.object({
    street: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  contact_id: z.uuid().nullable(),
  contact_name: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
})
export type Location = z.infer<typeof LocationSchema>

export const ServiceSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  type: z.string(),
  name: z.string(),
  status: z.string(),
  disk_usage_bytes: z.number().nullable(),
  traffic_usage_bytes: z.number().nullable(),
  created_at: z.iso.datetime({ offset: true }),
})
export type Service = z.infer<typeof ServiceSchema>
