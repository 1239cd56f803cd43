import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

it('builds and checks schemas without evaluating code (the CSP forbids it)', async () => {
  const evaluated: unknown[] = []
  const original = globalThis.Function
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      evaluated.push(args)
      return Reflect.construct(target, args)
    },
  })
  try {
    await import('./zodConfig.ts')
    const { z } = await import('zod')
    expect(z.object({ name: z.string() }).parse({ name: 'Acme' })).toEqual({ name: 'Acme' })
  } finally {
    globalThis.Function = original
  }
  expect(evaluated).toEqual([])
})

it('is the first thing the app imports, before any schema is built', () => {
  const main = readFileSync(new URL('./main.tsx', import.meta.url), 'utf8')
  expect(main.split('\n')[0]).toBe("import './zodConfig.ts'")
})
