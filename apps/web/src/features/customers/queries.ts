import type {
  ActivityItem,
  Customer,
  CustomerInput,
  CustomerListQuery,
  CustomerListResponse,
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
export const recordPath = (kind: RecordKind, id: string) => `/api/v1/${kind}/${encodeURIComponent(id)}`

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
    queryFn: ({ signal }) => api.getData<Customer>(recordPath(kind, id), { signal }),
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
          `${recordPath(kind, id)}/${archive ? 'archive' : 'restore'}`,
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
      (await api.post<{ data: Customer }>(`${recordPath(kind, id)}/vat-check`, undefined, withLanguage()))
        .data,
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

/** GET /api/v1/{kind}/:id/activity: the record's audit trail. */
export function useActivityQuery(kind: RecordKind, id: string) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, 'activity'),
    queryFn: ({ signal }) => api.getData<RecordActivity[]>(`${recordPath(kind, id)}/activity`, { signal }),
  })
}
