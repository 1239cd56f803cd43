import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3Files } from '../src/adapters/files.ts'
import { ticketAttachments } from '../src/db/schema/index.ts'
import { moveLegacyAttachments } from '../src/modules/support/attachmentFiles.service.ts'
import { startS3 } from './helpers/s3.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api, companyIds, loginAll } from './helpers/tokens.ts'

/** Issue 9 item 4: ticket attachments live in the file store (here S3, on a local s3rver), like PDFs. */
let t: TestApp
let s3: Awaited<ReturnType<typeof startS3>>
let token = ''
let ticketId = ''
beforeAll(async () => {
  s3 = await startS3()
  t = await startTestApp(s3.env)
  token = (await loginAll(t)).jane.access_token
  const ids = await companyIds(t)
  const opened = await api(t, token)('POST', '/api/v1/tickets', {
    company: ids['Acme B.V.'],
    subject: 'Files',
    impact: 'low',
    urgency: 'low',
    message: 'Two files.',
  })
  ticketId = opened.body.data.id
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const download = async (id: string) => {
  const res = await fetch(`${t.baseUrl}/api/v1/tickets/${ticketId}/attachments/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

/** An attachment as it was kept before the file store: a row and a file under DATA_DIR/attachments. */
async function legacyAttachment(content: Buffer | null) {
  const name = randomBytes(16).toString('hex')
  const key = `${name.slice(0, 2)}/${name}`
  if (content) {
    mkdirSync(join(t.env.DATA_DIR, 'attachments', name.slice(0, 2)), { recursive: true })
    writeFileSync(join(t.env.DATA_DIR, 'attachments', key), content)
  }
  const [row] = await t.database.db
    .insert(ticketAttachments)
    .values({
      ticket_id: ticketId,
      file_name: 'old.txt',
      content_type: 'text/plain',
      size_bytes: 3,
      storage_key: key,
    })
    .returning()
  if (!row) throw new Error('legacy attachment insert failed')
  return { id: row.id, key, path: join(t.env.DATA_DIR, 'attachments', key) }
}

const storedKey = async (id: string) =>
  (await t.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, id)))[0]?.storage_key

describe('ticket attachments in the file store', () => {
  it('stores an upload in the bucket under a random key, nothing under DATA_DIR/attachments', async () => {
    const form = new FormData()
    form.append('file', new Blob(['hello store']), 'note.txt')
    const res = await fetch(`${t.baseUrl}/api/v1/tickets/${ticketId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(res.status).toBe(201)
    const [saved] = ((await res.json()) as { data: { id: string }[] }).data
    const key = await storedKey(saved?.id ?? '')
    expect(key).toMatch(/^attachments\/[0-9a-f]{2}\/[0-9a-f]{32}$/)
    expect((await s3Files(s3.settings).get(key ?? ''))?.toString()).toBe('hello store')
    expect(existsSync(join(t.env.DATA_DIR, 'attachments'))).toBe(false)
    expect((await download(saved?.id ?? '')).toString()).toBe('hello store')
  })

  it('moves files kept on disk before the file store into it, once, even when run twice', async () => {
    const old = await legacyAttachment(Buffer.from('old'))
    const lost = await legacyAttachment(null)
    // Before the move the file is served from where it lies.
    expect((await download(old.id)).toString()).toBe('old')
    const ctx = { db: t.database.db }
    const files = s3Files(s3.settings)
    const [first, second] = await Promise.all([
      moveLegacyAttachments(ctx, files, t.env.DATA_DIR),
      moveLegacyAttachments(ctx, files, t.env.DATA_DIR),
    ])
    expect(first.moved + second.moved).toBe(1)
    expect(await moveLegacyAttachments(ctx, files, t.env.DATA_DIR)).toEqual({ moved: 0, missing: 1 })
    expect(await storedKey(old.id)).toBe(`attachments/${old.key}`)
    expect((await files.get(`attachments/${old.key}`))?.toString()).toBe('old')
    expect(existsSync(old.path)).toBe(false)
    expect((await download(old.id)).toString()).toBe('old')
    // A row whose file was already gone keeps its key: nothing is invented.
    expect(await storedKey(lost.id)).toBe(lost.key)
  })
})
