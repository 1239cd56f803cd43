import type { NotificationCount, NotificationPage } from '@portico/contracts'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

export const notificationsKeys = {
  all: ['notifications'] as const,
  count: () => ['notifications', 'count'] as const,
  list: () => ['notifications', 'list'] as const,
}

/** How often the bell asks for news while the page stays open (and whenever the window regains focus). */
const COUNT_EVERY_MS = 60_000

/** GET /api/v1/notifications/unread-count: the number on the bell, and whether the caller has a bell at all. */
export function useUnreadCountQuery() {
  return useQuery({
    queryKey: notificationsKeys.count(),
    queryFn: ({ signal }) => api.getData<NotificationCount>('/api/v1/notifications/unread-count', { signal }),
    // Only a seller's people are told of anything: nobody else's bell is asked again.
    refetchInterval: (query) => (query.state.data?.seller ? COUNT_EVERY_MS : false),
    refetchOnWindowFocus: true,
    throwOnError: false,
  })
}

const PAGE_SIZE = 10

/** GET /api/v1/notifications: unread first, newest first, a page at a time (while the list is open). */
export function useNotificationsQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationsKeys.list(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) })
      if (pageParam) params.set('cursor', pageParam)
      return api.get<NotificationPage>(`/api/v1/notifications?${params}`, { signal })
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
    staleTime: 0,
    throwOnError: false,
  })
}

/** POST /api/v1/notifications/:id/read. */
export function useReadNotificationMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/v1/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  })
}

/** POST /api/v1/notifications/read-all. */
export function useReadAllNotificationsMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/v1/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  })
}
