import { PREVIEWABLE_TYPES } from '@portico/contracts'
import { AppError } from '../../lib/errors.ts'
import { type Text, withValues } from '../../lib/texts.ts'
import { supportTexts } from './support.texts.ts'

export type SniffedType =
  | 'image/png'
  | 'image/jpeg'
  | 'image/gif'
  | 'image/webp'
  | 'application/pdf'
  | 'application/zip'
  | 'text/plain'

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** What the bytes are, by their magic numbers; never by the name or the client's Content-Type. */
export function sniffType(buf: Buffer): SniffedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(buf, ascii('%PDF-'))) return 'application/pdf'
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06]))
    return 'application/zip'
  return isPlainText(buf) ? 'text/plain' : null
}

/** UTF-8 text without NUL bytes that does not look like markup a browser would run. */
function isPlainText(buf: Buffer): boolean {
  if (buf.length === 0) return false
  const head = buf.subarray(0, 64 * 1024)
  if (head.includes(0)) return false
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head)
  } catch {
    return false
  }
  return !/<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|\?xml|meta|link|style|img|a\s)/i.test(
    text.slice(0, 4096),
  )
}

/** Extensions whose name promises a type; a mismatch with the content is refused. */
const PROMISED: Record<string, SniffedType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/zip',
  xlsx: 'application/zip',
  pptx: 'application/zip',
  odt: 'application/zip',
  ods: 'application/zip',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/plain',
  md: 'text/plain',
  json: 'text/plain',
}
const REFUSED_EXTENSIONS = new Set([
  'html',
  'htm',
  'xhtml',
  'svg',
  'js',
  'mjs',
  'exe',
  'bat',
  'cmd',
  'sh',
  'ps1',
])

/**
 * The stored form of a client's file name: no directories (path traversal), no control or reserved
 * characters, at most 200 characters, never empty.
 */
export function safeFileName(raw: string | undefined): string {
  // Browsers send " CR LF in multipart file names as %22 %0D %0A (HTML form encoding).
  const decoded = (raw ?? '').replace(/%22/g, '"').replace(/%0[ad]/gi, ' ')
  const base = decoded.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(-200)
  return cleaned || 'file'
}

/** Checks a file and answers with its real type, or refuses it (415) with a message naming the file. */
export function checkFile(fileName: string, content: Buffer): SniffedType {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase()
  const refuse = (why: Text) => {
    throw new AppError(
      415,
      'unsupported_file_type',
      withValues(why, { name: fileName, extension: extension ?? '' }),
    )
  }
  if (extension && REFUSED_EXTENSIONS.has(extension)) refuse(supportTexts.refusedExtension)
  const sniffed = sniffType(content)
  if (!sniffed) refuse(supportTexts.refusedContent)
  const promised = extension ? PROMISED[extension] : undefined
  if (promised && promised !== sniffed) refuse(supportTexts.extensionMismatch)
  return sniffed as SniffedType
}

export const isPreviewable = (contentType: string) => PREVIEWABLE_TYPES.includes(contentType)

/** RFC 6266 / RFC 8187: an ASCII fallback plus the exact name, percent-encoded as UTF-8. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
