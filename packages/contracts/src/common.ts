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
