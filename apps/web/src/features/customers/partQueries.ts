import type {
  ActivityItem,
  Contact,
  ContactInput,
  Location,
  LocationInput,
  Service,
} from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { etagOf, type RecordKind } from './kind.ts'
import { recordKeys, withLanguage } from './queries.ts'

/** An audit entry of the record; before/after only for those who may edit it. */
export type RecordActivity = ActivityItem & { before?: unknown; after?: unknown }

type PartKind = 'contacts' | 'locations'
type PartOf<P extends PartKind> = P extends 'contacts' ? Contact : Location
type PartInput<P extends PartKind> = P extends 'contacts' ? ContactInput : LocationInput

const base = (kind: RecordKind, id: string) => `/api/v1/${kind}/${encodeURIComponent(id)}`

/** GET /api/v1/{kind}/:id/contacts or /locations. */
export function usePartsQuery<P extends PartKind>(kind: RecordKind, id: string, part: P) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, part),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PartOf<P>[] }>(`${base(kind, id)}/${part}`, { signal })).data,
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
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: PartOf<P> }>(`${base(kind, id)}/${part}/${encodeURIComponent(partId ?? '')}`, {
          signal,
        })
      ).data,
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
            headers: { ...withLanguage().headers, 'If-Match': etagOf(version ?? 0) },
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
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Service[] }>(`${base(kind, id)}/services`, { signal })).data,
  })
}

/** GET /api/v1/{kind}/:id/services/:serviceId. */
export function useServiceQuery(kind: RecordKind, id: string, serviceId: string) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, 'services', serviceId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: Service }>(`${base(kind, id)}/services/${encodeURIComponent(serviceId)}`, {
          signal,
        })
      ).data,
  })
}

/** GET /api/v1/{kind}/:id/activity: the record's audit trail. */
export function useActivityQuery(kind: RecordKind, id: string) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, 'activity'),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: RecordActivity[] }>(`${base(kind, id)}/activity`, { signal })).data,
  })
}
