import { z } from 'zod'
import { listOf } from './common.ts'

/** Header search over what exists, within the caller's scope. */
export const SearchQuerySchema = z.strictObject({ query: z.string().trim().min(1).max(200) })
export const SearchHitSchema = z.object({
  kind: z.enum(['company', 'user']),
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
})
export const SearchResponseSchema = listOf(SearchHitSchema)
export type SearchHit = z.infer<typeof SearchHitSchema>
export type SearchResponse = z.infer<typeof SearchResponseSchema>
