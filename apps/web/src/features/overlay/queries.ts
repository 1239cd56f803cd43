import type { ActivityResponse } from '@portico/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

export const activityKeys = { recent: ['activity', 'recent'] as const }

export const activityQuery = () =>
  queryOptions({
    queryKey: activityKeys.recent,
    queryFn: async () => (await api.get<ActivityResponse>('/api/v1/activity')).data,
  })

/** GET /api/v1/activity: recent audit-log entries within the caller's scope. */
export function useActivityQuery() {
  return useQuery({ ...activityQuery(), throwOnError: false })
}
