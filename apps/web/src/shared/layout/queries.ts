import type { MenuNode, MenuResponse } from '@portico/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../api/api.ts'
import { useAuth } from '../auth/useAuth.ts'

export const menuKeys = { menu: (scope: string | null) => ['menu', scope ?? 'none'] as const }

export const menuQuery = (scope: string | null) =>
  queryOptions({
    queryKey: menuKeys.menu(scope),
    queryFn: async (): Promise<MenuNode[]> => (await api.get<MenuResponse>('/api/v1/_me/menu')).data,
    // Spec 7: loaded when the sidebar loads and again on every scope change, also back to a scope seen before.
    staleTime: 0,
  })

/** GET /api/v1/_me/menu; the scope is part of the key, so a scope change loads the scope's menu. */
export function useMenuQuery() {
  const scope = useAuth((state) => state.companyScope)
  return useQuery({ ...menuQuery(scope), throwOnError: false })
}
