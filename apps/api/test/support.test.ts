import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../src/db/schema/index.ts'
import { matrixSetup, type Who } from './helpers/matrix.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'

/** The support desk: who sees which ticket, what customers never see, and the conversation's rules. */
let t: TestApp
let tokens: Record<Who, Tokens>
let ids: Record<string, string>
let dataDir: string
const as = (who: Who, company?: string) => api(t, tokens[who].access_token, company)

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portico-tickets-'))
  t = await startTestApp({ DATA_DIR: dataDir })
  ;({ tokens, ids } = await matrixSetup(t))
})
afterAll(async () => {
  await t?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const newTicket = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Mail is down',
  impact: 'high',
  urgency: 'medium',
  message: 'Nobody can send mail since this morning.',
  ...overrides,
})

async function open(who: Who, company: string, overrides: Record<string, unknown> = {}) {
  const res = await as(who)('POST', '/api/v1/tickets', newTicket({ company: ids[company], ...overrides }))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: string; number: number; version: number; priority: string; status: string }
}

/** A PATCH with the ticket's current ETag, as the SPA sends it. */
async function patch(who: Who, id: string, body: unknown) {
  const current = await as(who)('GET', `/api/v1/tickets/${id}`)
  return as(who)('PATCH', `/api/v1/tickets/${id}`, body, { 'if-match': current.headers.get('etag') ?? '' })
}

function upload(
  who: Who,
  ticketId: string,
  files: { name: string; content: Buffer | string; type?: string }[],
  messageId?: string,
) {
  const form = new FormData()
  for (const f of files)
    form.append('file', new Blob([f.content], { type: f.type ?? 'application/octet-stream' }), f.name)
  const query = messageId ? `?message_id=${messageId}` : ''
  return fetch(`${t.baseUrl}/api/v1/tickets/${ticketId}/attachments${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who].access_token}` },
    body: form,
  })
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

async function outbox() {
  return t.database.db.select().from(mailOutbox)
}

describe('opening tickets', () => {
  it('numbers them per provider, takes the priority from the matrix and sets business-hour due times', async () => {
    const first = await open('jane', 'Acme B.V.')
    expect(first).toMatchObject({ status: 'open', priority: 'p2' })
    const detail = (await as('jane')('GET', `/api/v1/tickets/${first.id}`)).body.data
    expect(detail.company_name).toBe('Acme B.V.')
    expect(detail.requester_name).toBe('Jane Doe')
    expect(new Date(detail.first_response_due_at).getTime()).toBeGreaterThan(
      new Date(detail.created_at).getTime(),
    )
    expect(new Date(detail.resolution_due_at).getTime()).toBeGreaterThan(
      new Date(detail.first_response_due_at).getTime(),
    )
    const second = await open('reseller', 'Initech', { impact: 'low', urgency: 'low' })
    expect(second.number).toBe(first.number + 1)
    expect(second.priority).toBe('p4')
  })

  it('needs the company when the scope is Global and the user has several, not when scoped', async () => {
    const res = await as('jane')('POST', '/api/v1/tickets', newTicket())
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toBe('company')
    const scoped = await as('jane', ids['Globex Ltd'])('POST', '/api/v1/tickets', newTicket())
    expect(scoped.status).toBe(201)
    expect(scoped.body.data.company_name).toBe('Globex Ltd')
  })

  it('refuses a company that is not theirs, a service of another company, and users without a company', async () => {
    const foreign = await as('jane')('POST', '/api/v1/tickets', newTicket({ company: ids.Initech }))
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors[0].field).toBe('company')
    const service = await as('jane')(
      'POST',
      '/api/v1/tickets',
      newTicket({ company: ids['Acme B.V.'], service_id: '00000000-0000-4000-8000-000000000000' }),
    )
    expect(service.status).toBe(400)
    expect(service.body.errors[0].field).toBe('service_id')
    expect((await as('solo')('POST', '/api/v1/tickets', newTicket())).status).toBe(400)
  })

  it('mails the requester', async () => {
    const ticket = await open('jane', 'Acme B.V.', { subject: 'Printer jam' })
    // Staff hear of a new ticket too, in a mail of their own (staff-notifications.test.ts).
    const mails = (await outbox()).filter(
      (m) => m.subject === `Ticket received: #${ticket.number} Printer jam`,
    )
    expect(mails.map((m) => m.to)).toEqual(['jane@example.com'])
  })
})

describe('tenant isolation', () => {
  let initech: string
  let acme: string
  beforeAll(async () => {
    initech = (await open('reseller', 'Initech', { subject: 'Initech VPN' })).id
    acme = (await open('jane', 'Acme B.V.', { subject: 'Acme VPN' })).id
  })

  it('jane cannot read Initech tickets by any route: 404, and they are not in her list', async () => {
    const jane = as('jane')
    expect((await jane('GET', `/api/v1/tickets/${initech}`)).status).toBe(404)
    expect((await jane('GET', `/api/v1/tickets/${initech}/messages`)).status).toBe(404)
    expect((await jane('POST', `/api/v1/tickets/${initech}/messages`, { body: 'hi' })).status).toBe(404)
    expect((await patch('jane', initech, { status: 'closed' })).status).toBe(428)
    const withEtag = await jane(
      'PATCH',
      `/api/v1/tickets/${initech}`,
      { status: 'closed' },
      { 'if-match': 'W/"1"' },
    )
    expect(withEtag.status).toBe(404)
    expect((await upload('jane', initech, [{ name: 'a.png', content: PNG }])).status).toBe(404)
    const list = await jane('GET', '/api/v1/tickets?view=all&limit=200')
    expect(list.body.data.map((x: { id: string }) => x.id)).not.toContain(initech)
    expect(list.body.data.map((x: { id: string }) => x.id)).toContain(acme)
    expect((await jane('GET', `/api/v1/tickets?company=${ids.Initech}`)).body.data).toEqual([])
  })

  it('the reseller reads Initech tickets but not Acme ones; staff read both; solo none', async () => {
    expect((await as('reseller')('GET', `/api/v1/tickets/${initech}`)).status).toBe(200)
    expect((await as('reseller')('GET', `/api/v1/tickets/${acme}`)).status).toBe(404)
    for (const who of ['admin', 'staff'] as const) {
      expect((await as(who)('GET', `/api/v1/tickets/${initech}`)).status).toBe(200)
      expect((await as(who)('GET', `/api/v1/tickets/${acme}`)).status).toBe(200)
    }
    expect((await as('solo')('GET', `/api/v1/tickets/${acme}`)).status).toBe(404)
    expect((await as('solo')('GET', '/api/v1/tickets?view=all')).body.data).toEqual([])
  })

  it('a scope narrows the list to that company', async () => {
    const scoped = await as('jane', ids['Globex Ltd'])('GET', '/api/v1/tickets?view=all&limit=200')
    expect(scoped.body.data.every((x: { company_name: string }) => x.company_name === 'Globex Ltd')).toBe(
      true,
    )
    expect((await as('jane', ids['Globex Ltd'])('GET', `/api/v1/tickets/${acme}`)).status).toBe(404)
  })

  it('company users cannot use the staff routes', async () => {
    for (const path of [
      '/api/v1/tickets/canned-replies',
      '/api/v1/tickets/assignees',
      '/api/v1/tickets/settings',
    ]) {
      expect((await as('jane')('GET', path)).status).toBe(403)
    }
  })
})

describe('internal notes', () => {
  const NOTE = 'Internal: customer is on the old plan, do not offer a refund'
  let ticket: { id: string; number: number }
  let staffId: string
  beforeAll(async () => {
    ticket = await open('jane', 'Acme B.V.', { subject: 'Refund question' })
    staffId = (await as('staff')('GET', '/api/v1/_me')).body.id
    expect((await patch('admin', ticket.id, { assignee_id: staffId })).status).toBe(200)
  })

  it('are never returned to the customer: list, read, messages, attachments, activity', async () => {
    const before = (await as('jane')('GET', `/api/v1/tickets/${ticket.id}`)).body.data
    const note = await as('admin')('POST', `/api/v1/tickets/${ticket.id}/messages`, {
      body: NOTE,
      internal: true,
    })
    expect(note.status).toBe(201)
    expect(note.body.data.internal).toBe(true)
    const file = await upload(
      'admin',
      ticket.id,
      [{ name: 'notes.txt', content: 'secret staff notes' }],
      note.body.data.id,
    )
    expect(file.status).toBe(201)
    const fileId = ((await file.json()) as { data: { id: string }[] }).data[0]?.id

    const staffView = await as('staff')('GET', `/api/v1/tickets/${ticket.id}/messages`)
    expect(staffView.body.data.map((m: { body: string }) => m.body)).toContain(NOTE)

    const jane = as('jane')
    const messages = await jane('GET', `/api/v1/tickets/${ticket.id}/messages`)
    expect(JSON.stringify(messages.body)).not.toContain(NOTE)
    expect(JSON.stringify(messages.body)).not.toContain('notes.txt')
    expect(messages.body.data.every((m: { internal: boolean }) => !m.internal)).toBe(true)
    const read = await jane('GET', `/api/v1/tickets/${ticket.id}`)
    // A note changes nothing the customer can see, not even the last update.
    expect(read.body.data).toEqual(before)
    const list = await jane('GET', '/api/v1/tickets?view=all&limit=200')
    expect(JSON.stringify(list.body)).not.toContain(NOTE)
    expect((await jane('GET', `/api/v1/tickets/${ticket.id}/attachments/${fileId}`)).status).toBe(404)
    const activity = await jane('GET', '/api/v1/activity')
    expect(activity.body.data.map((a: { action: string }) => a.action)).not.toContain('ticket.note_added')
    const customerActivity = await jane('GET', `/api/v1/customers/${ids['Acme B.V.']}/activity`)
    expect(JSON.stringify(customerActivity.body)).not.toContain('note_added')
  })

  it('are never mailed to the customer; the assignee hears of them', async () => {
    const mails = await outbox()
    const withNote = mails.filter((m) => m.text.includes(NOTE) || m.subject.includes('Internal note'))
    expect(withNote.length).toBeGreaterThan(0)
    expect(withNote.map((m) => m.to)).toEqual(withNote.map(() => 'staff@example.com'))
    expect(withNote.every((m) => m.company_id !== ids['Acme B.V.'])).toBe(true)
  })

  it('cannot be written by a customer', async () => {
    const res = await as('jane')('POST', `/api/v1/tickets/${ticket.id}/messages`, {
      body: 'sneaky',
      internal: true,
    })
    expect(res.status).toBe(403)
  })
})

describe('the conversation and status', () => {
  it('a staff reply is the first response and is mailed to the requester; a customer reply reopens', async () => {
    const ticket = await open('jane', 'Acme B.V.', { subject: 'Slow VPN' })
    const reply = await as('admin')('POST', `/api/v1/tickets/${ticket.id}/messages`, {
      body: 'Can you restart the router?',
    })
    expect(reply.status).toBe(201)
    expect(reply.body.data.author_is_staff).toBe(true)
    const afterReply = (await as('jane')('GET', `/api/v1/tickets/${ticket.id}`)).body.data
    expect(afterReply.first_responded_at).not.toBeNull()
    // The ball is with the customer now (issue 26, item 14).
    expect(afterReply.status).toBe('waiting_on_customer')
    expect(afterReply.last_update_by_name).toBe('Ada Admin')
    const mails = (await outbox()).filter((m) => m.text.includes('Can you restart the router?'))
    expect(mails.map((m) => m.to)).toEqual(['jane@example.com'])

    expect((await patch('admin', ticket.id, { status: 'on_hold' })).body.data.status).toBe('on_hold')
    expect(
      (await outbox()).some((m) => m.to === 'jane@example.com' && m.subject.startsWith('Status changed')),
    ).toBe(true)
    const answer = await as('jane')('POST', `/api/v1/tickets/${ticket.id}/messages`, {
      body: 'Restarted, still slow.',
    })
    expect(answer.body.data.author_is_staff).toBe(false)
    expect((await as('jane')('GET', `/api/v1/tickets/${ticket.id}`)).body.data.status).toBe('open')

    expect((await patch('jane', ticket.id, { status: 'closed' })).body.data.status).toBe('closed')
    const closed = await as('jane')('GET', '/api/v1/tickets?view=closed&limit=200')
    expect(closed.body.data.map((x: { id: string }) => x.id)).toContain(ticket.id)
    const openList = await as('jane')('GET', '/api/v1/tickets?limit=200')
    expect(openList.body.data.map((x: { id: string }) => x.id)).not.toContain(ticket.id)
    await as('jane')('POST', `/api/v1/tickets/${ticket.id}/messages`, { body: 'It is back!' })
    const reopened = (await as('jane')('GET', `/api/v1/tickets/${ticket.id}`)).body.data
    expect(reopened).toMatchObject({ status: 'open', closed_at: null })
  })

  it('customers may only close; staff override the priority and return to the matrix', async () => {
    const ticket = await open('jane', 'Acme B.V.', { impact: 'medium', urgency: 'medium' })
    expect(ticket.priority).toBe('p3')
    expect((await patch('jane', ticket.id, { status: 'on_hold' })).status).toBe(403)
    expect((await patch('jane', ticket.id, { priority: 'p1' })).status).toBe(403)
    const before = (await as('admin')('GET', `/api/v1/tickets/${ticket.id}`)).body.data
    const overridden = (await patch('admin', ticket.id, { priority: 'p1' })).body.data
    expect(overridden).toMatchObject({ priority: 'p1', priority_overridden: true })
    expect(new Date(overridden.resolution_due_at).getTime()).toBeLessThan(
      new Date(before.resolution_due_at).getTime(),
    )
    expect((await patch('admin', ticket.id, { impact: 'low' })).body.data.priority).toBe('p1')
    expect((await patch('admin', ticket.id, { priority: null })).body.data).toMatchObject({
      priority: 'p4',
      priority_overridden: false,
    })
  })

  it('assignees must be staff; writes need a fresh If-Match', async () => {
    const ticket = await open('jane', 'Acme B.V.')
    const janeId = (await as('jane')('GET', '/api/v1/_me')).body.id
    const bad = await patch('admin', ticket.id, { assignee_id: janeId })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('assignee_id')
    const stale = await as('admin')(
      'PATCH',
      `/api/v1/tickets/${ticket.id}`,
      { status: 'on_hold' },
      { 'if-match': 'W/"99"' },
    )
    expect(stale.status).toBe(412)
    const missing = await as('admin')('PATCH', `/api/v1/tickets/${ticket.id}`, { status: 'on_hold' })
    expect(missing.status).toBe(428)
  })

  it('stores markup in subjects and messages as plain text', async () => {
    const xss = '<img src=x onerror=alert(1)><script>alert(2)</script>'
    const ticket = await open('jane', 'Acme B.V.', { subject: xss, message: xss })
    expect((await as('jane')('GET', `/api/v1/tickets/${ticket.id}`)).body.data.subject).toBe(xss)
    expect((await as('jane')('GET', `/api/v1/tickets/${ticket.id}/messages`)).body.data[0].body).toBe(xss)
  })
})

describe('lists', () => {
  it('pages with a keyset cursor without gaps or repeats, filters and searches', async () => {
    for (let i = 0; i < 5; i++)
      await open('jane', 'Globex Ltd', { subject: `Paging ${i}`, impact: 'low', urgency: 'high' })
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: { body: { data: { id: string }[]; next_cursor: string | null } } = await as(
        'jane',
        ids['Globex Ltd'],
      )('GET', `/api/v1/tickets?view=all&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.body.data.map((x) => x.id))
      cursor = page.body.next_cursor
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    const all = await as('jane', ids['Globex Ltd'])('GET', '/api/v1/tickets?view=all&limit=200')
    expect(seen.length).toBe(all.body.data.length)
    for (const sort of ['priority', 'number', 'due'] as const) {
      const sorted: string[] = []
      let next: string | null = null
      do {
        const page: { body: { data: { id: string }[]; next_cursor: string | null } } = await as('staff')(
          'GET',
          `/api/v1/tickets?view=all&sort=${sort}&limit=3${next ? `&cursor=${next}` : ''}`,
        )
        sorted.push(...page.body.data.map((x) => x.id))
        next = page.body.next_cursor
      } while (next)
      expect(new Set(sorted).size, sort).toBe(sorted.length)
    }
    const search = await as('staff')('GET', '/api/v1/tickets?q=paging%203')
    expect(search.body.data.map((x: { subject: string }) => x.subject)).toEqual(['Paging 3'])
    const p3 = await as('staff')('GET', '/api/v1/tickets?priority=p3&limit=200')
    expect(p3.body.data.every((x: { priority: string }) => x.priority === 'p3')).toBe(true)
    const bad = await as('staff')('GET', '/api/v1/tickets?cursor=nonsense')
    expect(bad.status).toBe(400)
  })

  it('the menu shows the number of open tickets on the support entries', async () => {
    const expected = (await as('reseller')('GET', '/api/v1/tickets?limit=200')).body.data.length
    const menu = await as('reseller')('GET', '/api/v1/_me/menu')
    const support = menu.body.data.find((n: { name: string }) => n.name === 'menu.support')
    expect(expected).toBeGreaterThan(0)
    expect(support.badge).toBe(expected)
    expect(support.sub.find((n: { name: string }) => n.name === 'menu.support.open').badge).toBe(expected)
    const solo = await as('solo')('GET', '/api/v1/_me/menu')
    expect(solo.body.data.find((n: { name: string }) => n.name === 'menu.support').badge).toBeUndefined()
  })
})

describe('attachments', () => {
  let ticket: { id: string }
  beforeAll(async () => {
    ticket = await open('jane', 'Acme B.V.', { subject: 'Screenshots' })
  })

  it('stores an image under a random name and serves it back, inline for previews', async () => {
    const res = await upload('jane', ticket.id, [
      { name: 'screen shot.png', content: PNG, type: 'text/html' },
    ])
    expect(res.status).toBe(201)
    const [saved] = (
      (await res.json()) as { data: { id: string; content_type: string; previewable: boolean }[] }
    ).data
    expect(saved).toMatchObject({ content_type: 'image/png', previewable: true })
    const stored = readdirSync(join(dataDir, 'files', 'attachments'), { recursive: true }).map(String)
    expect(stored.some((p) => p.includes('screen'))).toBe(false)
    const download = await fetch(
      `${t.baseUrl}/api/v1/tickets/${ticket.id}/attachments/${saved?.id}?disposition=inline`,
      {
        headers: { authorization: `Bearer ${tokens.staff.access_token}` },
      },
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('image/png')
    expect(download.headers.get('content-disposition')).toBe(
      `inline; filename="screen shot.png"; filename*=UTF-8''screen%20shot.png`,
    )
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('answers an oversized file with 413 and a clear message, and stores nothing', async () => {
    const res = await upload('jane', ticket.id, [
      { name: 'big.txt', content: Buffer.alloc(10 * 1024 * 1024 + 1, 'a') },
    ])
    expect(res.status).toBe(413)
    expect(((await res.json()) as { detail: string }).detail).toMatch(/big\.txt.*larger than 10 MB/)
    const messages = await as('jane')('GET', `/api/v1/tickets/${ticket.id}/messages`)
    expect(JSON.stringify(messages.body)).not.toContain('big.txt')
  })

  it('refuses an HTML file named .pdf, by its content', async () => {
    const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'
    const res = await upload('jane', ticket.id, [
      { name: 'invoice.pdf', content: html, type: 'application/pdf' },
    ])
    expect(res.status).toBe(415)
    expect(((await res.json()) as { detail: string }).detail).toMatch(/invoice\.pdf/)
    const renamed = await upload('jane', ticket.id, [{ name: 'notes.txt', content: html }])
    expect(renamed.status).toBe(415)
    const mismatch = await upload('jane', ticket.id, [{ name: 'photo.png', content: '%PDF-1.4 fake' }])
    expect(mismatch.status).toBe(415)
  })

  it('neutralises path traversal in the file name and encodes any name safely on download', async () => {
    const res = await upload('jane', ticket.id, [
      { name: '../../../etc/passwd.txt', content: 'root:x:0:0' },
      { name: '..\\..\\Rapport "Q1" é.pdf', content: '%PDF-1.4\n%fake' },
    ])
    expect(res.status).toBe(201)
    const saved = ((await res.json()) as { data: { id: string; file_name: string }[] }).data
    expect(saved.map((s) => s.file_name)).toEqual(['passwd.txt', 'Rapport _Q1_ é.pdf'])
    expect(readdirSync(dataDir)).toEqual(['files'])
    expect(readdirSync(join(dataDir, 'files'))).toEqual(['attachments'])
    const download = await fetch(
      `${t.baseUrl}/api/v1/tickets/${ticket.id}/attachments/${saved[1]?.id}?disposition=inline`,
      {
        headers: { authorization: `Bearer ${tokens.jane.access_token}` },
      },
    )
    // A PDF is never shown inline, whatever the client asks.
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Rapport _Q1_ _.pdf"; filename*=UTF-8''Rapport%20_Q1_%20%C3%A9.pdf`,
    )
  })

  it('attaches files to the caller’s own message only, and shows them in the conversation', async () => {
    const message = await as('jane')('POST', `/api/v1/tickets/${ticket.id}/messages`, {
      body: 'See attached',
    })
    const ok = await upload('jane', ticket.id, [{ name: 'a.png', content: PNG }], message.body.data.id)
    expect(ok.status).toBe(201)
    const conversation = await as('jane')('GET', `/api/v1/tickets/${ticket.id}/messages`)
    const withFile = conversation.body.data.find((m: { id: string }) => m.id === message.body.data.id)
    expect(withFile.attachments.map((a: { file_name: string }) => a.file_name)).toEqual(['a.png'])
    expect(
      (await upload('admin', ticket.id, [{ name: 'b.png', content: PNG }], message.body.data.id)).status,
    ).toBe(403)
    const notMultipart = await as('jane')('POST', `/api/v1/tickets/${ticket.id}/attachments`, { file: 'x' })
    expect(notMultipart.status).toBe(415)
  })
})

describe('staff tools', () => {
  it('canned replies: create, list, delete', async () => {
    const created = await as('staff')('POST', '/api/v1/tickets/canned-replies', {
      title: 'Restart',
      body: 'Please restart.',
    })
    expect(created.status).toBe(201)
    const list = await as('admin')('GET', '/api/v1/tickets/canned-replies')
    expect(list.body.data.map((c: { title: string }) => c.title)).toContain('Restart')
    expect(
      (await as('jane')('POST', '/api/v1/tickets/canned-replies', { title: 'x', body: 'y' })).status,
    ).toBe(403)
    expect(
      (await as('admin')('DELETE', `/api/v1/tickets/canned-replies/${created.body.data.id}`)).status,
    ).toBe(204)
    expect(
      (await as('admin')('DELETE', `/api/v1/tickets/canned-replies/${created.body.data.id}`)).status,
    ).toBe(404)
  })

  it('assignees are the provider’s staff', async () => {
    const list = await as('staff')('GET', '/api/v1/tickets/assignees')
    expect(list.body.data.map((u: { display_name: string }) => u.display_name).sort()).toEqual([
      'Ada Admin',
      'Stan Staff',
    ])
  })

  it('settings: defaults on first use, a new matrix applies to new tickets, If-Match required', async () => {
    const current = await as('admin')('GET', '/api/v1/tickets/settings')
    expect(current.body.data.business_hours).toMatchObject({
      time_zone: 'Europe/Amsterdam',
      start: '09:00',
      end: '17:00',
    })
    const { version: _v, ...input } = current.body.data
    input.priority_matrix.low.low = 'p1'
    const res = await as('admin')('PUT', '/api/v1/tickets/settings', input, {
      'if-match': current.headers.get('etag') ?? '',
    })
    expect(res.status).toBe(200)
    expect((await open('jane', 'Acme B.V.', { impact: 'low', urgency: 'low' })).priority).toBe('p1')
    const bad = await as('admin')('PUT', '/api/v1/tickets/settings', {
      ...input,
      business_hours: { ...input.business_hours, end: '08:00' },
    })
    expect(bad.status).toBe(400)
  })
})

describe('messages in the caller’s language', () => {
  const nl = { 'accept-language': 'nl-NL,nl;q=0.9' }

  it('answers the desk’s own refusals in Dutch, by code', async () => {
    const company = await as('jane')('POST', '/api/v1/tickets', newTicket(), nl)
    expect(company.status).toBe(400)
    expect(company.body.detail).toBe('Kies het bedrijf waarvoor dit ticket is.')
    const english = await as('jane')('POST', '/api/v1/tickets', newTicket())
    expect(english.body.detail).toBe('Choose the company this ticket is for.')
    const missing = await as('jane')(
      'GET',
      '/api/v1/tickets/00000000-0000-4000-8000-000000000000',
      undefined,
      nl,
    )
    expect(missing.body.detail).toBe('Ticket niet gevonden.')
  })

  it('gives the settings’ validation messages in Dutch', async () => {
    const current = await as('admin')('GET', '/api/v1/tickets/settings')
    const { version: _v, ...input } = current.body.data
    const hours = { ...input.business_hours, time_zone: 'Mars/Olympus', start: '9am' }
    const bad = await as('admin')('PUT', '/api/v1/tickets/settings', { ...input, business_hours: hours }, nl)
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'business_hours.time_zone', message: 'Geen tijdzone, bijv. Europe/Amsterdam' },
        { field: 'business_hours.start', message: 'Gebruik UU:MM, bijv. 09:00' },
      ]),
    )
  })
})
