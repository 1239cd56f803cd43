import { describe, expect, it, vi } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'

/**
 * No request may end the process (issue 10, defect 1): a failing CSV export becomes a handled
 * error, and the server keeps answering everyone else afterwards.
 */
const failing = vi.hoisted(() => ({ afterPages: -1, pages: 0 }))
vi.mock('../src/modules/customers/customers.repository.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/customers/customers.repository.ts')>()
  return {
    ...original,
    listCustomers: async (...args: Parameters<typeof original.listCustomers>) => {
      if (failing.afterPages >= 0 && failing.pages++ >= failing.afterPages) {
        throw new Error('injected database failure while streaming')
      }
      const page = await original.listCustomers(...args)
      // Pretend there is always a next page so the export keeps reading until the injected failure.
      return failing.afterPages >= 0 ? { ...page, next_cursor: 'next' } : page
    },
  }
})

const demo = useDemoApp()
const { as } = demo

const stillServing = async () => {
  expect((await fetch(`${demo.t.baseUrl}/api/health`)).status).toBe(200)
  const list = await as('jane')('GET', '/api/v1/customers')
  expect(list.status).toBe(200)
}

describe('a malformed export does not stop the server', () => {
  it.each(['customers', 'resellers'])(
    'GET /%s/export with a NUL in q answers 400, and others still get answers',
    async (plural) => {
      const res = await as('admin')('GET', `/api/v1/${plural}/export?q=a%00b`)
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/problem\+json/)
      await new Promise((resolve) => setTimeout(resolve, 50))
      await stillServing()
    },
  )

  it('a database failure before the first row answers a clean 500 problem', async () => {
    failing.afterPages = 0
    failing.pages = 0
    try {
      const res = await as('admin')('GET', '/api/v1/customers/export')
      expect(res.status).toBe(500)
      expect(res.headers.get('content-type')).toMatch(/problem\+json/)
    } finally {
      failing.afterPages = -1
    }
    await stillServing()
  })

  it('a database failure in the middle of the stream aborts that response only', async () => {
    failing.afterPages = 1
    failing.pages = 0
    try {
      const aborted = await fetch(`${demo.t.baseUrl}/api/v1/customers/export`, {
        headers: { authorization: `Bearer ${demo.tokens.admin.access_token}` },
      })
        .then((r) => r.text())
        .then(
          () => false,
          () => true,
        )
      expect(aborted).toBe(true)
    } finally {
      failing.afterPages = -1
    }
    await stillServing()
  })
})
