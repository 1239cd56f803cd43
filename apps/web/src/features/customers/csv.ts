import type { ImportReport } from '@portico/contracts'
import { ApiError } from '../../shared/api/ApiError.ts'
import { api } from '../../shared/api/api.ts'
import { authStore } from '../../shared/auth/authStore.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

/**
 * CSV goes past the JSON api client (it always sends JSON bodies), with the same bearer token, company
 * scope and one retry after a renewal on 401.
 */
async function csvFetch(path: string, init: { method: string; body?: string; accept: string }) {
  const send = () => {
    const { authData, companyScope } = authStore.getState()
    const headers: Record<string, string> = { Accept: init.accept, 'Accept-Language': currentLanguage() }
    if (authData.token) headers.Authorization = `Bearer ${authData.token}`
    if (companyScope) headers['X-Company'] = companyScope
    if (init.body !== undefined) headers['Content-Type'] = 'text/csv'
    return fetch(path, { method: init.method, headers, body: init.body })
  }
  let response = await send()
  if (response.status === 401) {
    // Any api call renews the token once on 401; then the CSV request is retried with the new one.
    await api.get('/api/v1/_me')
    response = await send()
  }
  return response
}

/** GET /{kind}/export with the list's filters and the visible columns; the browser saves the file. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const response = await csvFetch(path, { method: 'GET', accept: 'text/csv' })
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** POST a CSV file: 201 with the count, or 422 with every row's errors and nothing imported. */
export async function uploadCsv(path: string, csv: string): Promise<ImportReport> {
  const response = await csvFetch(path, { method: 'POST', body: csv, accept: 'application/json' })
  const body = await response.json().catch(() => null)
  if (response.status === 201 || response.status === 422) return body as ImportReport
  throw new ApiError(response.status, body)
}
