import { ApiError } from '../../shared/api/ApiError.ts'
import { api } from '../../shared/api/api.ts'
import { authStore } from '../../shared/auth/authStore.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

/**
 * PDFs are binary, so they go past the JSON api client, with the same bearer token, company scope and
 * one retry after a renewal on 401.
 */
export async function fetchPdf(path: string): Promise<Blob> {
  const send = () => {
    const { authData, companyScope } = authStore.getState()
    const headers: Record<string, string> = {
      Accept: 'application/pdf',
      'Accept-Language': currentLanguage(),
    }
    if (authData.token) headers.Authorization = `Bearer ${authData.token}`
    if (companyScope) headers['X-Company'] = companyScope
    return fetch(path, { headers })
  }
  let response = await send()
  if (response.status === 401) {
    // Any api call renews the token once on 401; then the PDF is asked for again with the new one.
    await api.get('/api/v1/_me')
    response = await send()
  }
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  return response.blob()
}

/** Lets the browser save a blob under a file name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
