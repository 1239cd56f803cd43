import type { Contact, ContactInput, Location, LocationInput } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { ifMatch } from '../../shared/api/ifMatch.ts'
import type { RecordKind } from './kind.ts'
import { recordKeys, recordPath, withLanguage } from './queries.ts'

export type PartKind = 'contacts' | 'locations'
export type PartOf<P extends PartKind> = P extends 'contacts' ? Contact : Location
export type PartInput<P extends PartKind> = P extends 'contacts' ? ContactInput : LocationInput

/** GET /api/v1/{kind}/:id/contacts or /locations. */
export function usePartsQuery<P extends PartKind>(kind: RecordKind, id: string, part: P) {
  return useQuery({
    queryKey: recordKeys.part(kind, id, part),
    queryFn: ({ signal }) => api.getData<PartOf<P>[]>(`${recordPath(kind, id)}/${part}`, { signal }),
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
      api.getData<PartOf<P>>(`${recordPath(kind, id)}/${part}/${encodeURIComponent(partId ?? '')}`, {
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
      const url = `${recordPath(kind, id)}/${part}`
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
      api.delete<void>(`${recordPath(kind, id)}/${part}/${encodeURIComponent(partId)}`, withLanguage()),
    onSuccess: (_result, partId) => {
      queryClient.removeQueries({ queryKey: recordKeys.part(kind, id, part, partId) })
      void queryClient.invalidateQueries({ queryKey: recordKeys.part(kind, id, part), exact: true })
      void queryClient.invalidateQueries({ queryKey: recordKeys.part(kind, id, 'activity') })
    },
  })
}
