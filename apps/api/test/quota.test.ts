import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quotaUsage } from '../src/db/schema/index.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api, companyIds, type DemoUser, loginAll } from './helpers/tokens.ts'

/** Storage quotas per company: feedback per day (count and bytes) and ticket attachments in total. */
let t: TestApp
let tokens: Record<DemoUser, Tokens>
let ids: Record<string, string>
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portico-quota-'))
  t = await startTestApp({
    DATA_DIR: dataDir,
    QUOTA_FEEDBACK_PER_DAY: '3',
    QUOTA_FEEDBACK_MB_PER_DAY: '1',
    QUOTA_ATTACHMENTS_MB: '1',
  })
  tokens = await loginAll(t)
  ids = await companyIds(t)
})
afterAll(async () => {
  await t?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A PNG of about `kb` kilobytes (the signature, then filler). */
const png = (kb: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(kb * 1024 - 8, 7),
  ])

const feedback = (company: string, lang = 'en', screenshotKb = 0) =>
  api(t, tokens.jane.access_token, ids[company])(
    'POST',
    '/api/v1/feedback',
    {
      message: 'The menu hides the invoices',
      ...(screenshotKb
        ? { screenshot: `data:image/png;base64,${png(screenshotKb).toString('base64')}` }
        : {}),
    },
    { 'accept-language': lang },
  )

describe('feedback quota per company per day', () => {
  it('refuses the report past the daily count with 429, Retry-After and the limit named', async () => {
    for (let i = 0; i < 3; i++) expect((await feedback('Acme B.V.')).status).toBe(201)
    const refused = await feedback('Acme B.V.')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body).toMatchObject({ code: 'feedback_quota_exceeded' })
    expect(refused.body.detail).toBe(
      'This company has sent its 3 feedback reports for today (the limit per day). Try again tomorrow.',
    )
    const dutch = await feedback('Acme B.V.', 'nl')
    expect(dutch.body.detail).toContain('Dit bedrijf heeft vandaag al 3 feedbackmeldingen gestuurd')
  })

  it('refuses screenshots past the daily bytes, for that company only', async () => {
    expect((await feedback('Globex Ltd', 'en', 700)).status).toBe(201)
    const refused = await feedback('Globex Ltd', 'en', 700)
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toContain('This company has stored 1 MB of feedback today')
    // Without a screenshot it still fits.
    expect((await feedback('Globex Ltd')).status).toBe(201)
  })
})

describe('attachment storage quota per company', () => {
  const upload = (ticketId: string, kb: number, lang = 'en') => {
    const form = new FormData()
    form.append('file', new Blob([png(kb)], { type: 'image/png' }), `shot-${kb}.png`)
    return fetch(`${t.baseUrl}/api/v1/tickets/${ticketId}/attachments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.jane.access_token}`, 'accept-language': lang },
      body: form,
    })
  }

  it('refuses a file that would pass the limit with 413, stores nothing, and keeps what fits', async () => {
    const opened = await api(t, tokens.jane.access_token)('POST', '/api/v1/tickets', {
      company: ids['Acme B.V.'],
      subject: 'Screens',
      impact: 'low',
      urgency: 'low',
      message: 'See the attachments.',
    })
    expect(opened.status).toBe(201)
    const ticketId = opened.body.data.id as string
    expect((await upload(ticketId, 600)).status).toBe(201)
    const files = () =>
      readdirSync(join(dataDir, 'files', 'attachments'), { recursive: true }).filter((p) =>
        /[0-9a-f]{32}$/.test(String(p)),
      ).length
    const before = files()
    const refused = await upload(ticketId, 600)
    expect(refused.status).toBe(413)
    const body = (await refused.json()) as { code: string; detail: string }
    expect(body.code).toBe('attachment_quota_exceeded')
    expect(body.detail).toBe(
      "This company's attachments would exceed their storage limit of 1 MB (0.4 MB left). Ask your provider to raise the limit.",
    )
    expect(files()).toBe(before)
    const dutch = (await (await upload(ticketId, 600, 'nl')).json()) as { detail: string }
    expect(dutch.detail).toContain('opslaglimiet van 1 MB overschrijden (nog 0.4 MB vrij)')
    expect((await upload(ticketId, 300)).status).toBe(201)
    const [usage] = await t.database.db
      .select()
      .from(quotaUsage)
      .where(and(eq(quotaUsage.company_id, ids['Acme B.V.'] ?? ''), eq(quotaUsage.kind, 'attachments')))
    expect(usage).toMatchObject({ kind: 'attachments', items: 2, bytes: 900 * 1024 })
  })
})
