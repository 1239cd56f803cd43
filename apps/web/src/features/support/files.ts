import type { Attachment } from '@portico/contracts'
import { ApiError } from '../../shared/api/ApiError.ts'
import { api } from '../../shared/api/api.ts'
import { authStore } from '../../shared/auth/authStore.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

/**
 * Multipart uploads and binary downloads, which the JSON api client does not do. Same headers as the
 * client (bearer, X-Company); on a 401 a cheap JSON call lets the client renew the token, then one retry.
 */
async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const attempt = () => {
    const { authData, companyScope } = authStore.getState()
    const headers: Record<string, string> = { 'Accept-Language': currentLanguage() }
    if (authData.token) headers.Authorization = `Bearer ${authData.token}`
    if (companyScope) headers['X-Company'] = companyScope
    return fetch(url, { ...init, headers })
  }
  let response = await attempt()
  if (response.status === 401) {
    await api.get('/api/v1/_me')
    response = await attempt()
  }
  if (!response.ok) {
    const problem = await response.json().catch(() => null)
    throw new ApiError(response.status, problem)
  }
  return response
}

export async function uploadAttachments(
  ticketId: string,
  files: File[],
  messageId?: string,
): Promise<Attachment[]> {
  if (files.length === 0) return []
  const form = new FormData()
  for (const file of files) form.append('file', file, file.name)
  const query = messageId ? `?message_id=${encodeURIComponent(messageId)}` : ''
  const response = await authorizedFetch(
    `/api/v1/tickets/${encodeURIComponent(ticketId)}/attachments${query}`,
    {
      method: 'POST',
      body: form,
    },
  )
  return ((await response.json()) as { data: Attachment[] }).data
}

export function attachmentUrl(ticketId: string, attachmentId: string, inline = false): string {
  const base = `/api/v1/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`
  return inline ? `${base}?disposition=inline` : base
}

export async function fetchAttachment(ticketId: string, attachmentId: string, inline = false): Promise<Blob> {
  return (await authorizedFetch(attachmentUrl(ticketId, attachmentId, inline))).blob()
}

/** Saves a file the browser cannot fetch by URL alone (the token is in memory, not in a cookie). */
export async function downloadAttachment(ticketId: string, attachment: Attachment): Promise<void> {
  const blob = await fetchAttachment(ticketId, attachment.id)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = attachment.file_name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
