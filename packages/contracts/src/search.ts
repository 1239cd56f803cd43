import { z } from 'zod'
import { listOf } from './common.ts'

/** Header search over what exists, within the caller's scope. */
export const SearchQuerySchema = z.strictObject({ query: z.string().trim().min(1).max(200) })
export const SEARCH_HIT_KINDS = [
  'company',
  'user',
  'contact',
  'document',
  'order',
  'service',
  'domain',
  'ticket',
  'microsoft_tenant',
  'microsoft_subscription',
] as const
export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_HIT_KINDS),
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The portal page that shows it to the caller; null when there is none for them. */
  path: z.string().nullable(),
})
export const SearchResponseSchema = listOf(SearchHitSchema)
export type SearchHit = z.infer<typeof SearchHitSchema>
export type SearchResponse = z.infer<typeof SearchResponseSchema>
