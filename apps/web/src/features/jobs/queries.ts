import type { BillingRun, Job, JobListQuery, JobQueueSummary } from '@portico/contracts'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

export const jobsKeys = {
  all: ['jobs'] as const,
  queues: () => ['jobs', 'queues'] as const,
  list: (filter: Pick<JobListQuery, 'queue' | 'state'>) => ['jobs', 'list', filter] as const,
}

/** GET /api/v1/jobs/queues (staff): each queue with job counts per state. */
export function useJobQueuesQuery() {
  return useQuery({
    queryKey: jobsKeys.queues(),
    queryFn: ({ signal }) => api.get<{ data: JobQueueSummary[] }>('/api/v1/jobs/queues', { signal }),
    staleTime: 0,
  })
}

/** GET /api/v1/jobs (staff): jobs newest first, 50 a page, older pages by `before`. */
export function useJobsQuery(filter: Pick<JobListQuery, 'queue' | 'state'>) {
  return useInfiniteQuery({
    queryKey: jobsKeys.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams()
      if (filter.queue) params.set('queue', filter.queue)
      if (filter.state) params.set('state', filter.state)
      if (pageParam) params.set('before', pageParam)
      return api.get<{ data: Job[] }>(`/api/v1/jobs?${params}`, { signal })
    },
    getNextPageParam: (last) => (last.data.length === 50 ? last.data.at(-1)?.created_at : undefined),
    staleTime: 0,
  })
}

/** POST /api/v1/jobs/:queue/:id/retry */
export function useRetryJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (job: Pick<Job, 'queue' | 'id'>) =>
      api.post<void>(`/api/v1/jobs/${encodeURIComponent(job.queue)}/${job.id}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: jobsKeys.all }),
  })
}

/** GET /api/v1/billing/runs (staff): the run log of recurring invoicing. */
export function useBillingRunsQuery() {
  return useQuery({
    queryKey: [...jobsKeys.all, 'billing-runs'],
    queryFn: ({ signal }) => api.get<{ data: BillingRun[] }>('/api/v1/billing/runs', { signal }),
    staleTime: 0,
    // A run started here finishes in the background: look again every few seconds while the page is open.
    refetchInterval: 5000,
  })
}

/** POST /api/v1/billing/runs: a run now, on the job queue. */
export function useStartBillingRun() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<void>('/api/v1/billing/runs'),
    onSuccess: () => setTimeout(() => void client.invalidateQueries({ queryKey: jobsKeys.all }), 1500),
  })
}
