import { PDFParse } from 'pdf-parse'
import { expect } from 'vitest'

/** Fetches a PDF as a signed-in user and reads its text; fails unless the answer is a PDF. */
export async function pdfText(baseUrl: string, token: string, path: string) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status, path).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) })
  return { text: (await parser.getText()).text, disposition: res.headers.get('content-disposition') ?? '' }
}
