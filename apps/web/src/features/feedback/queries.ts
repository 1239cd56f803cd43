import type { CreateFeedbackBody, Feedback } from '@portico/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

export const feedbackKeys = { all: ['feedback'] as const, list: () => ['feedback', 'list'] as const }

export const feedbackListQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.list(),
    queryFn: () => api.getData<Feedback[]>('/api/v1/feedback'),
  })

/** GET /api/v1/feedback (staff). */
export function useFeedbackListQuery() {
  return useQuery(feedbackListQuery())
}

/** POST /api/v1/feedback. */
export function useCreateFeedbackMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateFeedbackBody) => api.post<{ data: Feedback }>('/api/v1/feedback', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  })
}
