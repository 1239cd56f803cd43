import type { OutboxResponse } from '@portico/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

export const mailKeys = { outbox: () => ['mail', 'outbox'] as const }

/** GET /api/v1/mail/outbox (staff): the latest 200 messages and whether SMTP or the outbox delivers. */
export function useOutboxQuery() {
  return useQuery({
    queryKey: mailKeys.outbox(),
    queryFn: ({ signal }) => api.get<OutboxResponse>('/api/v1/mail/outbox', { signal }),
    staleTime: 0,
  })
}
