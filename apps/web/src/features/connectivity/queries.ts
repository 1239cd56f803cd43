import type {
  AddressQuery,
  Availability,
  InternetLine,
  InternetOrderInput,
  InternetOrderResult,
  PortRequest,
  PortRequestInput,
  Sim,
  SimActionInput,
  SipTrunk,
} from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { forCompany, useScopedQuery } from '../../shared/api/useScopedQuery.ts'
import { useAuth } from '../../shared/auth/useAuth.ts'
import { useOrderIntoCart } from '../orders/queries.ts'

const internet = '/api/v1/connectivity/internet'

export const connectivityKeys = {
  all: ['connectivity'] as const,
  availability: (company: string | null, address: AddressQuery | null) =>
    [...connectivityKeys.all, 'availability', company, address] as const,
  lines: () => [...connectivityKeys.all, 'lines'] as const,
  lineList: (scope: string | null) => [...connectivityKeys.lines(), scope] as const,
  sims: (scope: string | null) => [...connectivityKeys.all, 'sims', scope] as const,
  voip: () => [...connectivityKeys.all, 'voip'] as const,
  trunks: (scope: string | null) => [...connectivityKeys.voip(), 'trunks', scope] as const,
  ports: (scope: string | null) => [...connectivityKeys.voip(), 'ports', scope] as const,
}

/** What the carrier delivers at the address (null: nothing asked yet), priced for the company. */
export function useAvailabilityQuery(company: string | null, address: AddressQuery | null) {
  return useQuery({
    queryKey: connectivityKeys.availability(company, address),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        postcode: address?.postcode ?? '',
        house_number: String(address?.house_number ?? ''),
        ...(address?.addition ? { addition: address.addition } : {}),
      })
      return api.getData<Availability>(`${internet}/availability?${query}`, {
        ...(company ? forCompany(company) : {}),
        signal,
      })
    },
    enabled: address !== null,
  })
}

/** The scope's lines; while one is on its way it is asked again every few seconds. */
export function useInternetLinesQuery() {
  return useScopedQuery<InternetLine[]>(connectivityKeys.lineList, `${internet}/lines`, {
    refetchInterval: (query) =>
      query.state.data?.some((l) => !['active', 'terminated', 'failed'].includes(l.status)) ? 5000 : false,
  })
}

/** POST /connectivity/internet/orders: the order judged and put in the company's cart. */
export const useOrderInternetLine = (company: string) =>
  useOrderIntoCart<InternetOrderInput, InternetOrderResult>(
    `${internet}/orders`,
    company,
    connectivityKeys.lines(),
  )

/** The scope's SIMs; while a change is pending they are asked again every few seconds. */
export function useSimsQuery() {
  return useScopedQuery<Sim[]>(connectivityKeys.sims, '/api/v1/connectivity/mobile/sims', {
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.tasks.some((t) => t.status === 'pending')) ? 4000 : false,
  })
}

/** POST /connectivity/mobile/sims/:sim/actions: the change queued at the MVNO. */
export function useSimAction(simId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: SimActionInput) =>
      (
        await api.post<{ data: Sim }>(
          `/api/v1/connectivity/mobile/sims/${encodeURIComponent(simId)}/actions`,
          input,
        )
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...connectivityKeys.all, 'sims'] }),
  })
}

export function useTrunksQuery() {
  return useScopedQuery<SipTrunk[]>(connectivityKeys.trunks, '/api/v1/connectivity/voip/trunks')
}

/** The scope's port requests; while one is under way they are asked again every few seconds. */
export function usePortsQuery() {
  const scope = useAuth((state) => state.companyScope)
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: connectivityKeys.ports(scope),
    queryFn: async ({ signal }) => {
      const ports = await api.getData<PortRequest[]>('/api/v1/connectivity/voip/ports', { signal })
      // A port that ends changes the trunk's numbers.
      void queryClient.invalidateQueries({ queryKey: connectivityKeys.trunks(scope) })
      return ports
    },
    refetchInterval: (query) =>
      query.state.data?.some((p) => p.status !== 'completed' && p.status !== 'blocked') ? 5000 : false,
  })
}

export function useRequestPort() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: PortRequestInput) =>
      (await api.post<{ data: PortRequest }>('/api/v1/connectivity/voip/ports', input)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: connectivityKeys.voip() }),
  })
}
