import { useQuery } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

/** The API's outbox message (apps/api mail.routes.ts; not in packages/contracts yet). */
export type OutboxMessage = {
  id: string
  to: string
  subject: string
  text: string
  status: 'stored' | 'sent' | 'failed'
  error: string | null
  created_at: string
  sent_at: string | null
}

export const mailKeys = { outbox: () => ['mail', 'outbox'] as const }

/** GET /api/v1/mail/outbox (staff): the latest 200 messages and whether SMTP or the outbox delivers. */
export function useOutboxQuery() {
  return useQuery({
    queryKey: mailKeys.outbox(),
    queryFn: ({ signal }) =>
      api.get<{ data: OutboxMessage[]; mode: 'smtp' | 'outbox' }>('/api/v1/mail/outbox', { signal }),
    staleTime: 0,
  })
}
