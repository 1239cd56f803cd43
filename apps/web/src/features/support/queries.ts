import type {
  CannedReply,
  CannedReplyInput,
  CreateTicketBody,
  Service,
  StaffUser,
  Ticket,
  TicketListQuery,
  TicketListResponse,
  TicketMessage,
  UpdateTicketBody,
} from '@portico/contracts'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'
import { uploadAttachments } from './files.ts'

export type TicketListParams = Partial<Omit<TicketListQuery, 'limit'>> & { limit?: number }

/** New messages and status changes show up in an open ticket without a reload. */
export const POLL_MS = 5_000

const withLanguage = () => ({ headers: { 'Accept-Language': currentLanguage() } })
const path = (id: string) => `/api/v1/tickets/${encodeURIComponent(id)}`

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => ['tickets', 'list'] as const,
  list: (params: TicketListParams) => ['tickets', 'list', params] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
  messages: (id: string) => ['tickets', 'detail', id, 'messages'] as const,
  canned: () => ['tickets', 'canned'] as const,
  assignees: () => ['tickets', 'assignees'] as const,
  services: (companyId: string) => ['tickets', 'services', companyId] as const,
}

export function useTicketListQuery(params: TicketListParams) {
  return useQuery(
    queryOptions({
      queryKey: ticketKeys.list(params),
      queryFn: ({ signal }) => api.get<TicketListResponse>('/api/v1/tickets', { query: params, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: POLL_MS,
    }),
  )
}

export function useTicketQuery(id: string) {
  return useQuery({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => api.getData<Ticket>(path(id), { signal }),
    refetchInterval: POLL_MS,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  })
}

export function useTicketMessagesQuery(id: string, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.messages(id),
    queryFn: ({ signal }) => api.getData<TicketMessage[]>(`${path(id)}/messages`, { signal }),
    refetchInterval: POLL_MS,
    enabled,
  })
}

export function useCannedRepliesQuery(enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.canned(),
    queryFn: () => api.getData<CannedReply[]>('/api/v1/tickets/canned-replies'),
    enabled,
  })
}

export function useAssigneesQuery(enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.assignees(),
    queryFn: () => api.getData<StaffUser[]>('/api/v1/tickets/assignees'),
    enabled,
  })
}

/** A company's services for "related service"; none (or not a customer) gives an empty list. */
export function useCompanyServicesQuery(companyId: string | null) {
  return useQuery({
    queryKey: ticketKeys.services(companyId ?? ''),
    queryFn: async () => {
      try {
        return await api.getData<Service[]>(
          `/api/v1/customers/${encodeURIComponent(companyId ?? '')}/services`,
        )
      } catch {
        return []
      }
    },
    enabled: Boolean(companyId),
  })
}

/** Staff pick any customer; everyone else their own companies (from /_me). */
export function useCustomerOptionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['tickets', 'customer-options'],
    queryFn: () =>
      api.getData<{ id: string; name: string }[]>('/api/v1/customers', {
        query: { sort: 'name', limit: 200 },
      }),
    enabled,
  })
}

/** POST /api/v1/tickets, then the files onto its first message. */
export function useCreateTicketMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, files }: { body: CreateTicketBody; files: File[] }) => {
      const ticket = (await api.post<{ data: Ticket }>('/api/v1/tickets', body, withLanguage())).data
      let uploadError: unknown = null
      if (files.length > 0) {
        try {
          const [first] = await api.getData<TicketMessage[]>(`${path(ticket.id)}/messages`)
          await uploadAttachments(ticket.id, files, first?.id)
        } catch (error) {
          uploadError = error
        }
      }
      return { ticket, uploadError }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['menu'] })
    },
  })
}

/** PATCH with If-Match from the version we show; 412 when someone else was first. */
export function useUpdateTicketMutation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ version, changes }: { version: number; changes: UpdateTicketBody }) =>
      (
        await api.patch<{ data: Ticket }>(path(id), changes, {
          headers: { ...withLanguage().headers, 'If-Match': `W/"${version}"` },
        })
      ).data,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(id), ticket)
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['menu'] })
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(id) }),
  })
}

export function useSendMessageMutation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, internal, files }: { body: string; internal: boolean; files: File[] }) => {
      const message = (
        await api.post<{ data: TicketMessage }>(`${path(id)}/messages`, { body, internal }, withLanguage())
      ).data
      if (files.length > 0) await uploadAttachments(id, files, message.id)
      return message
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['menu'] })
    },
  })
}

export function useCreateCannedReplyMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: CannedReplyInput) =>
      (await api.post<{ data: CannedReply }>('/api/v1/tickets/canned-replies', input, withLanguage())).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ticketKeys.canned() }),
  })
}
