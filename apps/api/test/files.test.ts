import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkKey, diskFiles, type FileStore, newFileKey, s3Files } from '../src/adapters/files.ts'
import { loadEnv } from '../src/config/env.ts'
import { startS3 } from './helpers/s3.ts'

/** The one file store (issue 9 item 4): the same behaviour on local disk and on S3. */
let s3: Awaited<ReturnType<typeof startS3>>
const dir = mkdtempSync(join(tmpdir(), 'portico-files-'))
beforeAll(async () => {
  s3 = await startS3()
})
afterAll(async () => {
  await s3?.close()
  rmSync(dir, { recursive: true, force: true })
})

const stores: [string, () => FileStore][] = [
  ['local disk', () => diskFiles(dir)],
  ['S3 (s3rver)', () => s3Files(s3.settings)],
]

describe.each(stores)('file store on %s', (_name, store) => {
  it('puts, gets, streams and deletes by key', async () => {
    const files = store()
    const key = newFileKey('billing/provider', 'doc', 'pdf')
    const bytes = Buffer.from('%PDF-1.7 bytes \u0000\u00ff', 'latin1')
    await files.put(key, bytes, 'application/pdf')
    expect(await files.get(key)).toEqual(bytes)
    const stream = await files.stream(key)
    const chunks: Buffer[] = []
    for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk))
    expect(Buffer.concat(chunks)).toEqual(bytes)
    await files.delete(key)
    expect(await files.get(key)).toBeNull()
    expect(await files.stream(key)).toBeNull()
    await files.delete(key)
  })

  it('replaces a file put again under the same key', async () => {
    const files = store()
    await files.put('a/b.txt', Buffer.from('one'))
    await files.put('a/b.txt', Buffer.from('two'))
    expect((await files.get('a/b.txt'))?.toString()).toBe('two')
  })
})

describe('file keys', () => {
  it('are random under their folder and refuse paths that climb out', () => {
    expect(newFileKey('billing/p', 'd', 'pdf')).toMatch(/^billing\/p\/d-[0-9a-f]{16}\.pdf$/)
    expect(newFileKey('x', 'd', 'pdf')).not.toBe(newFileKey('x', 'd', 'pdf'))
    for (const bad of ['../etc/passwd', '/abs', 'a/../b', 'a//b', 'a\\b', '', 'a/..'])
      expect(() => checkKey(bad), bad).toThrow(/invalid file key/)
  })
})

describe('S3 settings', () => {
  it('use S3 only with a bucket, and need both keys or neither', () => {
    expect(loadEnv({}).s3).toBeUndefined()
    expect(loadEnv(s3.env).s3).toMatchObject({ bucket: 'portico-test', forcePathStyle: true })
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/)
    expect(() => loadEnv({ S3_BUCKET: 'portico', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })
})
