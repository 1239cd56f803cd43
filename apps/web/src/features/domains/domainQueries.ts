import type {
  DnsZone,
  DnsZoneInput,
  Domain,
  DomainCheckResponse,
  DomainContact,
  DomainListQuery,
  DomainUpdate,
} from '@portico/contracts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { ifMatch } from '../../shared/api/ifMatch.ts'
import { useAuth } from '../../shared/auth/useAuth.ts'

const base = '/api/v1/domains'
const one = (id: string) => `${base}/${encodeURIComponent(id)}`

export type DomainListParams = Partial<DomainListQuery>
export type DomainList = { data: Domain[]; next_cursor: string | null }

/** The customer's domains; lists are keyed by the scope, which decides what the API returns. */
export const domainNameKeys = {
  all: ['domains', 'names'] as const,
  check: (company: string, name: string) => [...domainNameKeys.all, 'check', company, name] as const,
  lists: () => [...domainNameKeys.all, 'list'] as const,
  list: (scope: string | null, params: DomainListParams) =>
    [...domainNameKeys.lists(), scope, params] as const,
  byName: (name: string) => [...domainNameKeys.all, 'by-name', name] as const,
  detail: (id: string) => [...domainNameKeys.all, 'detail', id] as const,
  zone: (id: string) => [...domainNameKeys.all, 'zone', id] as const,
  contacts: (company: string) => [...domainNameKeys.all, 'contacts', company] as const,
}

const useScope = () => useAuth((state) => state.companyScope)

/** GET /domains/check: the name across every TLD the company may order, at its prices. */
export function useDomainCheckQuery(company: string | null, name: string) {
  return useQuery({
    queryKey: domainNameKeys.check(company ?? '', name),
    queryFn: ({ signal }) =>
      api.get<DomainCheckResponse>(`${base}/check`, { query: { name, company }, signal }),
    enabled: Boolean(company) && name !== '',
    // Availability changes by the minute at most; a second look at the same name need not ask again.
    staleTime: 60_000,
  })
}

/** GET /domains: one keyset page of the domains in scope. */
export function useDomainsQuery(params: DomainListParams) {
  const scope = useScope()
  return useQuery({
    queryKey: domainNameKeys.list(scope, params),
    queryFn: ({ signal }) => api.get<DomainList>(base, { query: params, signal }),
    placeholderData: keepPreviousData,
  })
}

/** Domains that are over (a failed order, cancelled, gone to another registrar): a name may come back. */
export const ENDED_STATUSES: readonly string[] = ['failed', 'cancelled', 'transferred_away']

/**
 * The domain a page path names: its id, or its name (`/domains/view/acme-corp.nl`), looked up in the
 * list of visible domains, the live one first (an ended one of the same name is reached by its id).
 * Null when none matches.
 */
export function useDomainIdQuery(domain: string) {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(domain)
  return useQuery({
    queryKey: domainNameKeys.byName(domain),
    queryFn: async ({ signal }): Promise<string | null> => {
      if (isId) return domain
      const found = await api.get<DomainList>(base, { query: { q: domain, limit: 200 }, signal })
      const named = found.data.filter((d) => d.name === domain.toLowerCase())
      return (named.find((d) => !ENDED_STATUSES.includes(d.status)) ?? named[0])?.id ?? null
    },
    enabled: domain !== '',
  })
}

/** GET /domains/:id (its version is the ETag). */
export function useDomainQuery(id: string | null | undefined) {
  return useQuery({
    queryKey: domainNameKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.getData<Domain>(one(id ?? ''), { signal }),
    enabled: Boolean(id),
  })
}

/** PUT /domains/:id with If-Match: name servers, lock, auto-renew and contacts, at the registrar. */
export function useUpdateDomainMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, version, input }: { id: string; version: number; input: DomainUpdate }) =>
      (await api.put<{ data: Domain }>(base, id, input, { headers: ifMatch(version) })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(domainNameKeys.detail(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: domainNameKeys.lists() })
    },
  })
}

/** GET /domains/:id/zone (version 0: never saved). */
export function useZoneQuery(id: string | null | undefined) {
  return useQuery({
    queryKey: domainNameKeys.zone(id ?? ''),
    queryFn: ({ signal }) => api.getData<DnsZone>(`${one(id ?? '')}/zone`, { signal }),
    enabled: Boolean(id),
  })
}

/** PUT /domains/:id/zone with If-Match: the zone is saved, and judged, as a whole. */
export function useSaveZoneMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, version, input }: { id: string; version: number; input: DnsZoneInput }) =>
      (
        await api.request<{ data: DnsZone }>('PUT', `${one(id)}/zone`, {
          body: input,
          headers: ifMatch(version),
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(domainNameKeys.zone(saved.domain_id), saved),
  })
}

/** POST /domains/:id/auth-code: the code, or word that the registry sent it to the registrant (.nl). */
export function useAuthCodeMutation() {
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api.post<{ data: { auth_code: string | null; sent_to_registrant: boolean } }>(
          `${one(id)}/auth-code`,
        )
      ).data,
  })
}

/** POST /domains/:id/restore (a restore invoiced) or /domains/:id/renewal/retry (staff): the domain afterwards. */
export function useRenewalMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'restore' | 'renewal/retry' }) =>
      (await api.post<{ data: Domain }>(`${one(id)}/${action}`)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(domainNameKeys.detail(saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: domainNameKeys.lists() })
    },
  })
}

/** GET /domains/contacts?company=: the company's contact handles, for the contact roles. */
export function useDomainContactsQuery(company: string | null | undefined) {
  return useQuery({
    queryKey: domainNameKeys.contacts(company ?? ''),
    queryFn: ({ signal }) => api.getData<DomainContact[]>(`${base}/contacts`, { query: { company }, signal }),
    enabled: Boolean(company),
  })
}
