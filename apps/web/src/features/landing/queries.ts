import type { DashboardResponse } from '@portico/contracts'
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
