import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'
import { companyId } from './helpers/tokens.ts'

/**
 * One door for text (issue 10, defect 2): NUL, lone surrogates and invalid UTF-8 in headers, raw
 * bodies and multipart fields give a 400 naming the field, in the caller's language.
 * (Every create route and every list ?q= is probed in bad-input.test.ts.)
 */
const demo = useDemoApp()
const { as } = demo

const bearer = () => ({ authorization: `Bearer ${demo.tokens.admin.access_token}` })
const customerCount = async () => (await as('admin')('GET', '/api/v1/customers?limit=100')).body.data.length

describe('bad text outside JSON fields', () => {
  it('a NUL in a header is refused naming the header', async () => {
    const res = await demo.t.app.inject({
      method: 'GET',
      url: '/api/v1/customers',
      headers: { ...bearer(), 'x-note': 'a\u0000b' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/problem\+json/)
    expect(res.json().errors[0].field).toBe('headers.x-note')
  })

  it('a JSON body that is not valid UTF-8 is refused, and nothing is stored', async () => {
    const before = await customerCount()
    const body = Buffer.concat([Buffer.from('{"name":"Bad '), Buffer.from([0xff, 0xfe]), Buffer.from('"}')])
    const res = await fetch(`${demo.t.baseUrl}/api/v1/customers`, {
      method: 'POST',
      headers: { ...bearer(), 'content-type': 'application/json' },
      body,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('body')
    expect(await customerCount()).toBe(before)
  })

  it('answers in Dutch to a Dutch caller', async () => {
    const res = await as('admin')(
      'POST',
      '/api/v1/customers',
      { name: 'a\u0000b' },
      { 'accept-language': 'nl' },
    )
    expect(res.status).toBe(400)
    expect(res.body.errors[0]).toEqual({
      field: 'name',
      message: 'Deze tekst bevat een teken dat niet is toegestaan (NUL of ongeldige Unicode).',
    })
  })

  it('a nested field is named by its path', async () => {
    const res = await as('admin')('POST', '/api/v1/customers', {
      name: 'Nested',
      address: { city: '\udc00x' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toBe('address.city')
  })

  it('a JSON body nested thousands deep is a 400 naming where, in the caller’s language (issue 27)', async () => {
    const post = (body: string, language = 'en') =>
      fetch(`${demo.t.baseUrl}/api/v1/tickets`, {
        method: 'POST',
        headers: { ...bearer(), 'content-type': 'application/json', 'accept-language': language },
        body,
      })
    const firstError = async (res: Response) =>
      ((await res.json()) as { errors: { field: string; message: string }[] }).errors[0]
    const message = 'This request is nested too deeply: at most 64 levels of objects and lists.'
    const lists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    for (const [body, field] of [
      [lists(10_000), Array(64).fill('0').join('.')],
      [`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, Array(64).fill('a').join('.')],
      [lists(5_000), Array(64).fill('0').join('.')],
      [`{"subject":${lists(64)}}`, `subject${'.0'.repeat(63)}`],
    ] as const) {
      const res = await post(body)
      expect(res.status).toBe(400)
      expect(await firstError(res)).toEqual({ field, message })
    }
    const dutch = await post(lists(100), 'nl')
    expect((await firstError(dutch))?.message).toBe(
      'Dit verzoek is te diep genest: ten hoogste 64 niveaus van objecten en lijsten.',
    )
    // 64 levels pass the door and reach validation, which names the field.
    const deepest = await post(`{"subject":${lists(63)}}`)
    expect(deepest.status).toBe(400)
    expect((await firstError(deepest))?.message).not.toBe(message)
  })

  it('a multipart text field or file name with a NUL is refused, and no file is stored', async () => {
    const ticket = await as('jane')('POST', '/api/v1/tickets', {
      subject: 'Text door',
      impact: 'low',
      urgency: 'low',
      message: 'hello',
      company: await companyId(demo.t, 'Acme B.V.'),
    })
    expect(ticket.status).toBe(201)
    const url = `${demo.t.baseUrl}/api/v1/tickets/${ticket.body.data.id}/attachments`
    const headers = { authorization: `Bearer ${demo.tokens.jane.access_token}` }
    const field = new FormData()
    field.append('note', 'a\u0000b')
    field.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt')
    const byField = await fetch(url, { method: 'POST', headers, body: field })
    expect(byField.status).toBe(400)
    expect(((await byField.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('note')
    const name = new FormData()
    name.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a\u0000b.txt')
    const byName = await fetch(url, { method: 'POST', headers, body: name })
    expect(byName.status).toBe(400)
    const files = await as('jane')('GET', `/api/v1/tickets/${ticket.body.data.id}/messages`)
    expect(files.status).toBe(200)
    expect(JSON.stringify(files.body)).not.toContain('hello.txt')
  })
})
