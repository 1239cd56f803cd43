import { sql } from 'drizzle-orm'
import { documents } from '../../db/schema/index.ts'

/** What an invoice still owes: its total less what was paid and what credit notes took off. */
export const openBalance = sql<number>`(${documents.total_minor} - ${documents.paid_minor} - ${documents.credited_minor})::bigint`
