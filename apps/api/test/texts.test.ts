import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Translations, VALIDATION_TEXTS } from '@portico/contracts'
import { describe, expect, it } from 'vitest'
import { platformTexts } from '../src/lib/errors.ts'
import { render, serverTexts, withValues } from '../src/lib/texts.ts'

const src = fileURLToPath(new URL('../src', import.meta.url))

/** Every `<area>.texts.ts` catalogue of the API, by file. */
async function areaCatalogues(): Promise<[string, Record<string, Translations>][]> {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.texts.ts'))
  const loaded = await Promise.all(files.map(async (f) => [f, await import(join(src, f))] as const))
  return loaded.flatMap(([file, module]) =>
    Object.values(module as Record<string, unknown>)
      .filter((v): v is Record<string, Translations> => typeof v === 'object' && v !== null)
      .map((catalogue) => [file, catalogue] as [string, Record<string, Translations>]),
  )
}

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('messages keyed by code', () => {
  it('renders a text in the caller’s language with its slots filled', () => {
    const texts = serverTexts('probe', { hello: { en: 'Hello {name}.', nl: 'Hallo {name}.' } })
    expect(texts.hello.code).toBe('probe.hello')
    expect(render(withValues(texts.hello, { name: 'Jane' }), 'nl')).toBe('Hallo Jane.')
    expect(render(texts.hello, 'en')).toBe('Hello {name}.')
  })

  it('gives every message both languages with the same slots, under a unique code', async () => {
    const catalogues: [string, Record<string, Translations>][] = [
      ['contracts', VALIDATION_TEXTS],
      ['lib/errors.ts', platformTexts],
      ...(await areaCatalogues()),
    ]
    const problems: string[] = []
    for (const [file, catalogue] of catalogues) {
      for (const [key, text] of Object.entries(catalogue)) {
        if (!text.en.trim() || !text.nl.trim()) problems.push(`${file} ${key}: empty`)
        if (text.en === text.nl) problems.push(`${file} ${key}: Dutch equals English`)
        if (slots(text.en).join() !== slots(text.nl).join()) problems.push(`${file} ${key}: slots differ`)
      }
    }
    expect(problems).toEqual([])
    expect(Object.keys(platformTexts).length).toBeGreaterThan(5)
  })
})
