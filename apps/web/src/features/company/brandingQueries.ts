import type { BrandInput, BrandSettings } from '@portico/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../shared/api/ApiError.ts'
import { api } from '../../shared/api/api.ts'
import { authorizedFetch } from '../../shared/api/download.ts'
import { ifMatch } from '../../shared/api/ifMatch.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

export const brandingKey = (companyId: string) => ['companies', companyId, 'branding'] as const
const path = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}/branding`

/** GET /companies/:id/branding: the settings, whether the caller may change them. */
export function useBrandSettingsQuery(companyId: string) {
  return useQuery({
    queryKey: brandingKey(companyId),
    queryFn: ({ signal }) => api.getData<BrandSettings>(path(companyId), { signal }),
  })
}

/** After a change: the settings, and the brand on screen (the header, the colours) follow. */
function useSettled(companyId: string) {
  const queryClient = useQueryClient()
  return (saved: BrandSettings) => {
    queryClient.setQueryData(brandingKey(companyId), saved)
    void queryClient.invalidateQueries({ queryKey: ['brand'] })
  }
}

/** PUT /companies/:id/branding with If-Match. */
export function useSaveBrandMutation(companyId: string) {
  const settled = useSettled(companyId)
  return useMutation({
    mutationFn: async ({ version, input }: { version: number; input: BrandInput }) =>
      (
        await api.request<{ data: BrandSettings }>('PUT', path(companyId), {
          body: input,
          headers: { ...ifMatch(version), 'Accept-Language': currentLanguage() },
        })
      ).data,
    onSuccess: settled,
  })
}

/** PUT /companies/:id/branding/logo with the file's bytes (the server checks the type by content). */
export function useLogoMutation(companyId: string) {
  const settled = useSettled(companyId)
  return useMutation({
    mutationFn: async (file: File | null) => {
      const response = await authorizedFetch(`${path(companyId)}/logo`, {
        method: file ? 'PUT' : 'DELETE',
        body: file ?? undefined,
        contentType: file ? file.type || 'application/octet-stream' : undefined,
        accept: 'application/json',
      })
      const body = await response.json().catch(() => null)
      if (!response.ok) throw new ApiError(response.status, body)
      return (body as { data: BrandSettings }).data
    },
    onSuccess: settled,
  })
}
