import type { ImportReport } from '@portico/contracts'
import { ApiError } from '../../shared/api/ApiError.ts'
import { authorizedFetch, download } from '../../shared/api/download.ts'

/** GET /{kind}/export with the list's filters and the visible columns; the browser saves the file. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  await download(path, filename, 'text/csv')
}

/** POST a CSV file: 201 with the count, or 422 with every row's errors and nothing imported. */
export async function uploadCsv(path: string, csv: string): Promise<ImportReport> {
  const response = await authorizedFetch(path, {
    method: 'POST',
    body: csv,
    contentType: 'text/csv',
    accept: 'application/json',
  })
  const body = await response.json().catch(() => null)
  if (response.status === 201 || response.status === 422) return body as ImportReport
  throw new ApiError(response.status, body)
}
