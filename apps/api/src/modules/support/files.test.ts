import { describe, expect, it } from 'vitest'
import { checkFile, contentDisposition, safeFileName, sniffType } from './files.ts'

const bytes = (...values: number[]) => Buffer.from(values)

describe('sniffType', () => {
  it('recognises files by their magic numbers', () => {
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffType(Buffer.from('GIF89a...'))).toBe('image/gif')
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf')
    expect(sniffType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe('application/zip')
    expect(sniffType(Buffer.from('plain words\nsecond line'))).toBe('text/plain')
  })

  it('refuses markup, binaries and invalid UTF-8', () => {
    expect(sniffType(Buffer.from('<!DOCTYPE html><p>hi</p>'))).toBeNull()
    expect(sniffType(Buffer.from('  <svg onload=alert(1)>'))).toBeNull()
    expect(sniffType(Buffer.from('hello <script>x</script>'))).toBeNull()
    expect(sniffType(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull()
    expect(sniffType(bytes(0xc3, 0x28))).toBeNull()
    expect(sniffType(Buffer.alloc(0))).toBeNull()
  })
})

describe('checkFile', () => {
  it('refuses a name that promises another type than the content, and dangerous extensions', () => {
    expect(() => checkFile('invoice.pdf', Buffer.from('<html><script>alert(1)</script>'))).toThrow(
      /invoice\.pdf/,
    )
    expect(() => checkFile('photo.png', Buffer.from('%PDF-1.4'))).toThrow(/\.png/)
    expect(() => checkFile('page.html', Buffer.from('just text'))).toThrow(/not accepted/)
    expect(checkFile('scan', Buffer.from('%PDF-1.4'))).toBe('application/pdf')
    expect(checkFile('report.docx', bytes(0x50, 0x4b, 0x03, 0x04))).toBe('application/zip')
  })
})

describe('safeFileName', () => {
  it('drops directories, control and reserved characters, and leading dots', () => {
    expect(safeFileName('../../../etc/passwd')).toBe('passwd')
    expect(safeFileName('..\\..\\windows\\system.ini')).toBe('system.ini')
    expect(safeFileName('a\u0000b\r\nc.txt')).toBe('a_b__c.txt')
    expect(safeFileName('.htaccess')).toBe('htaccess')
    expect(safeFileName('rapport %22Q1%22.pdf')).toBe('rapport _Q1_.pdf')
    expect(safeFileName('')).toBe('file')
    expect(safeFileName('../')).toBe('file')
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200)
  })
})

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 8187)', () => {
    expect(contentDisposition('attachment', 'Überblick (1).pdf')).toBe(
      `attachment; filename="_berblick (1).pdf"; filename*=UTF-8''%C3%9Cberblick%20%281%29.pdf`,
    )
    expect(contentDisposition('inline', 'a"b\\c.png')).toBe(
      `inline; filename="a_b_c.png"; filename*=UTF-8''a%22b%5Cc.png`,
    )
  })
})
