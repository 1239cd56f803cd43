import type { ActivityResponse, DashboardResponse } from '@portico/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'

export const dashboardKeys = { all: ['dashboard'] as const }

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: async () => (await api.get<DashboardResponse>('/api/v1/dashboard')).data,
  })

/** GET /api/v1/dashboard: counts for staff, the user's companies for company users. */
export function useDashboardQuery() {
  return useQuery(dashboardQuery())
}

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
