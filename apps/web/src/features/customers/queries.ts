import type {
  ActivityItem,
  Contact,
  ContactInput,
  Customer,
  CustomerInput,
  CustomerListQuery,
  CustomerListResponse,
  Location,
  LocationInput,
  Service,
} from '@portico/contracts'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { ifMatch } from '../../shared/api/ifMatch.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'
import { uploadCsv } from './csv.ts'
import type { RecordKind } from './kind.ts'

export type ListParams = Partial<Omit<CustomerListQuery, 'limit'>> & { limit?: number }

/**
 * The shared api client sends no Accept-Language; the API answers in the user's stored locale, else in
 * this header's language, so validation messages follow the interface language.
 */
export const withLanguage = () => ({ headers: { 'Accept-Language': currentLanguage() } })

/** /api/v1/{customers|resellers}/:id */
const base = (kind: RecordKind, id: string) => `/api/v1/${kind}/${encodeURIComponent(id)}`

export const recordKeys = {
  all: (kind: RecordKind) => [kind] as const,
  lists: (kind: RecordKind) => [kind, 'list'] as const,
  list: (kind: RecordKind, params: ListParams) => [kind, 'list', params] as const,
  detail: (kind: RecordKind, id: string) => [kind, 'detail', id] as const,
  part: (kind: RecordKind, id: string, part: string, partId?: string) =>
    partId ? ([kind, 'detail', id, part, partId] as const) : ([kind, 'detail', id, part] as const),
}

export const recordListQuery = (kind: RecordKind, params: ListParams) =>
  queryOptions({
    queryKey: recordKeys.list(kind, params),
    queryFn: ({ signal }) => api.get<CustomerListResponse>(`/api/v1/${kind}`, { query: params, signal }),
    placeholderData: keepPreviousData,
  })

/** GET /api/v1/{customers|resellers}: one keyset page and the cursor of the next. */
export function useRecordListQuery(kind: RecordKind, params: ListParams) {
  return useQuery(recordListQuery(kind, params))
}

export const recordQuery = (kind: RecordKind, id: string) =>
  queryOptions({
    queryKey: recordKeys.detail(kind, id),
    queryFn: ({ signal }) => api.getData<Customer>(base(kind, id), { signal }),
  })

/** GET /api/v1/{kind}/:id. */
export function useRecordQuery(kind: RecordKind, id: string) {
  return useQuery(recordQuery(kind, id))
}

/** Resellers a staff member can choose as a customer's parent. */
export function useResellerOptionsQuery(enabled: boolean) {
  return useQuery({
    ...recordListQuery('resellers', { status: 'active', sort: 'name', limit: 200 }),
    enabled,
    select: (page) => page.data.map((reseller) => ({ value: reseller.id, label: reseller.name })),
  })
}

export type SaveRecord = { id?: string; version?: number; input: CustomerInput }

/** POST /api/v1/{kind}, or PUT /api/v1/{kind}/:id with If-Match (412 when someone saved first). */
export function useSaveRecordMutation(kind: RecordKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, version, input }: SaveRecord) => {
      const response = id
        ? await api.put<{ data: Customer }>(`/api/v1/${kind}`, id, input, {
            headers: { ...withLanguage().headers, ...ifMatch(version ?? 0) },
          })
        : await api.post<{ data: Customer }>(`/api/v1/${kind}`, input, withLanguage())
      return response.data
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(recordKeys.detail(kind, saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: recordKeys.lists(kind) })
      void queryClient.invalidateQueries({ queryKey: recordKeys.part(kind, saved.id, 'activity') })
    },
  })
}

/** POST /api/v1/{kind}/:id/archive or /restore. */
export function useArchiveMutation(kind: RecordKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, archive }: { id: string; archive: boolean }) =>
      (
        await api.post<{ data: Customer }>(
          `${base(kind, id)}/${archive ? 'archive' : 'restore'}`,
          undefined,
          withLanguage(),
        )
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(recordKeys.detail(kind, saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: recordKeys.all(kind) })
    },
  })
}

/** POST /api/v1/{kind}/:id/vat-check: checks with VIES (or the sandbox) again and stores the proof. */
export function useVatCheckMutation(kind: RecordKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<{ data: Customer }>(`${base(kind, id)}/vat-check`, undefined, withLanguage())).data,
    onSuccess: (saved) => queryClient.setQueryData(recordKeys.detail(kind, saved.id), saved),
  })
}

/** POST /api/v1/{kind}/import or /{kind}/contacts/import (all or nothing). */
export function useImportMutation(kind: RecordKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ what, csv }: { what: 'records' | 'contacts'; csv: string }) =>
      uploadCsv(what === 'records' ? `/api/v1/${kind}/import` : `/api/v1/${kind}/contacts/import`, csv),
    onSuccess: (report) => {
      if (report.imported > 0) void queryClient.invalidateQueries({ queryKey: recordKeys.all(kind) })
    },
  })
}

/** An audit entry of the record; before/after only for those who may edit it. */
export type RecordActivity = ActivityItem & { before?: unknown; after?: unknown }

export type PartKind = 'contacts' | 'locations'
export type PartOf<P extends PartKind> = P extends 'contacts' ? Contact : Location
export type PartInput<P extends PartKind> = P extends 'contacts' ? ContactInput : LocationInput

/** GET /api/v1/{kind}/:id/contacts or /locations. */
export function usePartsQuery<P extends PartKind>(kind: RecordKind, id: string, part: P) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, part),
    queryFn: ({ signal }) => api.getData<PartOf<P>[]>(`${base(kind, id)}/${part}`, { signal }),
  })
}

/** GET /api/v1/{kind}/:id/{part}/:partId. */
export function usePartQuery<P extends PartKind>(
  kind: RecordKind,
  id: string,
  part: P,
  partId: string | null,
) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, part, partId ?? ''),
    queryFn: ({ signal }) =>
      api.getData<PartOf<P>>(`${base(kind, id)}/${part}/${encodeURIComponent(partId ?? '')}`, {
        signal,
      }),
    enabled: partId !== null,
  })
}

/** POST a new contact/location, or PUT one with If-Match. */
export function useSavePartMutation<P extends PartKind>(kind: RecordKind, id: string, part: P) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      partId,
      version,
      input,
    }: {
      partId?: string
      version?: number
      input: PartInput<P>
    }) => {
      const url = `${base(kind, id)}/${part}`
      const response = partId
        ? await api.put<{ data: PartOf<P> }>(url, partId, input, {
            headers: { ...withLanguage().headers, ...ifMatch(version ?? 0) },
          })
        : await api.post<{ data: PartOf<P> }>(url, input, withLanguage())
      return response.data
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(recordKeys.part(kind, id, part, saved.id), saved)
      void queryClient.invalidateQueries({ queryKey: recordKeys.part(kind, id, part), exact: true })
      void queryClient.invalidateQueries({ queryKey: recordKeys.part(kind, id, 'activity') })
      if (part === 'contacts')
        void queryClient.invalidateQueries({ queryKey: recordKeys.part(kind, id, 'locations') })
    },
  })
}

/** DELETE /api/v1/{kind}/:id/{part}/:partId. */
export function useDeletePartMutation(kind: RecordKind, id: string, part: PartKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (partId: string) =>
      api.delete<void>(`${base(kind, id)}/${part}/${encodeURIComponent(partId)}`, withLanguage()),
    onSuccess: (_result, partId) => {
      queryClient.removeQueries({ queryKey: recordKeys.part(kind, id, part, partId) })
      void queryClient.invalidateQueries({ queryKey: recordKeys.part(kind, id, part), exact: true })
      void queryClient.invalidateQueries({ queryKey: recordKeys.part(kind, id, 'activity') })
    },
  })
}

/** GET /api/v1/{kind}/:id/services (read only; service areas fill them in later issues). */
export function useServicesQuery(kind: RecordKind, id: string) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, 'services'),
    queryFn: ({ signal }) => api.getData<Service[]>(`${base(kind, id)}/services`, { signal }),
  })
}

/** GET /api/v1/{kind}/:id/services/:serviceId. */
export function useServiceQuery(kind: RecordKind, id: string, serviceId: string) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, 'services', serviceId),
    queryFn: ({ signal }) =>
      api.getData<Service>(`${base(kind, id)}/services/${encodeURIComponent(serviceId)}`, {
        signal,
      }),
  })
}

/** GET /api/v1/{kind}/:id/activity: the record's audit trail. */
export function useActivityQuery(kind: RecordKind, id: string) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, 'activity'),
    queryFn: ({ signal }) => api.getData<RecordActivity[]>(`${base(kind, id)}/activity`, { signal }),
  })
}

/** Staff act on a service (POST /services/:id/suspend|unsuspend|cancel, PUT .../price); the adapter's part follows. */
export function useServiceAction(kind: RecordKind, id: string, serviceId: string) {
  const queryClient = useQueryClient()
  const key = recordKeys.part(kind, id, 'services', serviceId)
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'suspend' | 'unsuspend' }
        | { kind: 'cancel'; when: 'period_end' | 'now' }
        | { kind: 'price'; price_minor: number; when: 'next_period' | 'now' }
        | { kind: 'plan'; product_id: string; when: 'next_period' | 'now' },
    ) => {
      const path = `/api/v1/services/${encodeURIComponent(serviceId)}`
      if (action.kind === 'plan')
        return (
          await api.request<{ data: Service }>('PUT', `${path}/plan`, {
            body: { product_id: action.product_id, when: action.when },
          })
        ).data
      if (action.kind === 'price')
        return (
          await api.request<{ data: Service }>('PUT', `${path}/price`, {
            body: { price_minor: action.price_minor, when: action.when },
          })
        ).data
      const body = action.kind === 'cancel' ? { when: action.when } : undefined
      return (await api.post<{ data: Service }>(`${path}/${action.kind}`, body)).data
    },
    onSuccess: (service) => {
      queryClient.setQueryData(key, service)
      // The adapter's part is a job: read the service again once it has had time to finish.
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: recordKeys.all(kind) }), 2500)
    },
  })
}
