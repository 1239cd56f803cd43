import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3Files } from '../src/adapters/files.ts'
import type { OutgoingMail } from '../src/adapters/mail.ts'
import type { RequestContext } from '../src/auth/context.ts'
import { documents, mailOutbox } from '../src/db/schema/index.ts'
import { queryRows } from '../src/lib/sql.ts'
import { moveLegacyPdfs } from '../src/modules/billing/pdfFiles.service.ts'
import { deliverMail } from '../src/modules/mail/mail.service.ts'
import { billing } from './helpers/billing.ts'
import { startS3 } from './helpers/s3.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { companyIds, loginAll } from './helpers/tokens.ts'
import { until } from './helpers/until.ts'

/** Issue 9 item 4: issued PDFs live in the file store (here S3, on a local s3rver), not in the table. */
let t: TestApp
let s3: Awaited<ReturnType<typeof startS3>>
let staff: ReturnType<typeof billing>
let ids: Record<string, string>
let token = ''
beforeAll(async () => {
  s3 = await startS3()
  t = await startTestApp(s3.env)
  token = (await loginAll(t)).admin.access_token
  staff = billing(t, token)
  ids = await companyIds(t)
})
afterAll(async () => {
  await t?.close()
  await s3?.close()
})

const row = async (id: string) =>
  (
    await queryRows<{ pdf: string | null; pdf_key: string | null; issuer_id: string }>(
      t.database.db,
      sql`select pdf, pdf_key, issuer_id from documents where id = ${id}`,
    )
  )[0]

async function pdfBytes(id: string) {
  const res = await fetch(`${t.baseUrl}/api/v1/billing/documents/${id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

describe('issued PDFs in the file store', () => {
  it('issuing has a job keep the PDF in the bucket under a key set once; the table holds no bytes', async () => {
    const draft = await staff.draft(ids['Resell IT B.V.'] ?? '')
    expect((await staff.issue(draft.id)).status).toBe(200)
    const stored = await until(async () => {
      const r = await row(draft.id)
      return r?.pdf_key ? r : undefined
    })
    expect(stored?.pdf).toBeNull()
    expect(stored?.pdf_key).toMatch(
      new RegExp(`^billing/${stored?.issuer_id}/${draft.id}-[0-9a-f]{16}\\.pdf$`),
    )
    const inBucket = await s3Files(s3.settings).get(stored?.pdf_key ?? '')
    expect(inBucket?.subarray(0, 5).toString()).toBe('%PDF-')
    expect(await pdfBytes(draft.id)).toEqual(inBucket)
    expect(
      JSON.stringify((await staff.call('GET', `/api/v1/billing/documents/${draft.id}`)).body),
    ).not.toMatch(/pdf/i)
    await expect(
      t.database.db.execute(sql`update documents set pdf_key = 'billing/other.pdf' where id = ${draft.id}`),
    ).rejects.toThrow()
    await expect(
      t.database.db.execute(sql`update documents set pdf_key = null where id = ${draft.id}`),
    ).rejects.toThrow()
  })

  it('moves PDFs stored in the table before the file store out of it, once, even when run twice', async () => {
    const draft = await staff.draft(ids['Resell IT B.V.'] ?? '')
    expect((await staff.issue(draft.id)).status).toBe(200)
    const issued = (await t.database.db.select().from(documents).where(eq(documents.id, draft.id)))[0]
    if (!issued) throw new Error('issued document missing')
    // A document as it was stored before the file store: issued, its PDF base64 in the row.
    const legacyId = crypto.randomUUID()
    const legacyBytes = Buffer.from('%PDF-1.7 legacy document')
    await t.database.db.insert(documents).values({
      ...issued,
      id: legacyId,
      number: 'LEGACY-00001',
      sequence: null,
      pdf: legacyBytes.toString('base64'),
      pdf_key: null,
    })
    const ctx = { db: t.database.db }
    const files = s3Files(s3.settings)
    const [first, second] = await Promise.all([moveLegacyPdfs(ctx, files), moveLegacyPdfs(ctx, files)])
    expect(first + second).toBe(1)
    expect(await moveLegacyPdfs(ctx, files)).toBe(0)
    const moved = await row(legacyId)
    expect(moved?.pdf).toBeNull()
    expect(await files.get(moved?.pdf_key ?? '')).toEqual(legacyBytes)
    expect(await pdfBytes(legacyId)).toEqual(legacyBytes)
  })

  it('the mail of a sent document refers to the stored PDF, and delivery reads it from the store', async () => {
    const draft = await staff.draft(ids['Resell IT B.V.'] ?? '')
    expect((await staff.issue(draft.id)).status).toBe(200)
    const sent = await staff.call('POST', `/api/v1/billing/documents/${draft.id}/send`, {
      to: 'ap@initech.example',
    })
    expect(sent.status).toBe(200)
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'ap@initech.example'))
      .orderBy(desc(mailOutbox.created_at))
      .limit(1)
    const stored = await row(draft.id)
    expect(mail?.attachments).toEqual([
      {
        filename: expect.stringMatching(/\.pdf$/),
        content_type: 'application/pdf',
        file_key: stored?.pdf_key,
      },
    ])
    expect(JSON.stringify(mail?.attachments)).not.toContain('base64')
    const delivered: OutgoingMail[] = []
    const mailer = { mode: 'smtp' as const, send: async (m: OutgoingMail) => void delivered.push(m) }
    const ctx = {
      db: t.database.db,
      platform: { files: s3Files(s3.settings), mailer },
    } as unknown as RequestContext
    await deliverMail(ctx, mail?.id ?? '', true)
    expect(delivered[0]?.attachments[0]?.content).toEqual(await pdfBytes(draft.id))
  })
})
