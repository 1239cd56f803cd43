import { z } from 'zod'

export const UuidSchema = z.uuid()

export const IdParamsSchema = z.strictObject({ id: UuidSchema })
export type IdParams = z.infer<typeof IdParamsSchema>

export const LocaleSchema = z.enum(['en', 'nl'])
export type Locale = z.infer<typeof LocaleSchema>

/** RFC 9457 problem details: the one error shape of the API. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** The request's id, as in the server's log lines and the X-Request-Id header. */
  request_id: z.string().optional(),
})
export type Problem = z.infer<typeof ProblemSchema>

/** A moment as the API writes it: ISO 8601 with its UTC offset. */
export const DateTimeSchema = z.iso.datetime({ offset: true })

/** What every editable record ends with: its version (the ETag that If-Match sends back) and its times. */
export const versionedFields = {
  version: z.number().int(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
}

/** The company a record belongs to, by id and by name (lists and views can span companies). */
export const companyFields = {
  company_id: z.uuid(),
  company_name: z.string(),
}

/** A postal address as the API answers it (each part may be missing). */
export const AddressViewSchema = z.object({
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
})

/** The paging of a list query: the page size (1 to 200) and the `next_cursor` of the previous page. */
export const pageQueryFields = (defaultLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(200).default(defaultLimit),
  cursor: z.string().max(500).optional(),
})

/** `{ data }`: one record. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item })

/** `{ data: [] }`: a whole (short) list. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })

/** One page of a list; pass `next_cursor` as `cursor` for the next page (null on the last page). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable() })
