import type { Attachment } from '@portico/contracts'
import { ApiError } from '../../shared/api/ApiError.ts'
import { authorizedFetch, fetchBlob, saveBlob } from '../../shared/api/download.ts'

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
    { method: 'POST', body: form },
  )
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  return ((await response.json()) as { data: Attachment[] }).data
}

export function attachmentUrl(ticketId: string, attachmentId: string, inline = false): string {
  const base = `/api/v1/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`
  return inline ? `${base}?disposition=inline` : base
}

export async function fetchAttachment(ticketId: string, attachmentId: string, inline = false): Promise<Blob> {
  return fetchBlob(attachmentUrl(ticketId, attachmentId, inline))
}

/** Saves a file the browser cannot fetch by URL alone (the token is in memory, not in a cookie). */
export async function downloadAttachment(ticketId: string, attachment: Attachment): Promise<void> {
  saveBlob(await fetchAttachment(ticketId, attachment.id), attachment.file_name)
}
