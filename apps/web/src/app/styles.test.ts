import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const fullSheet = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8')
const startup = readFileSync(new URL('./styles.ts', import.meta.url), 'utf8')
const parts = [...startup.matchAll(/import '@mantine\/core\/styles\/([\w-]+)\.css'/g)].map((m) => m[1] ?? '')

/** Where a component's first class appears in Mantine's complete stylesheet. */
function positionInFullSheet(part: string): number {
  const css = readFileSync(require.resolve(`@mantine/core/styles/${part}.css`), 'utf8')
  const firstClass = /\.(m_[0-9a-f]+)/.exec(css)?.[1]
  return firstClass ? fullSheet.indexOf(`.${firstClass}`) : -1
}

describe('start-up stylesheet', () => {
  it('imports the base layers first', () => {
    expect(parts.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global'])
  })

  it("keeps Mantine's cascade order, so no component loses to another until the full sheet arrives", () => {
    const components = parts.slice(3)
    const positions = components.map(positionInFullSheet)
    for (const [index, part] of components.entries()) expect(positions[index], part).toBeGreaterThan(0)
    expect(components).toEqual(
      [...components].sort((a, b) => positionInFullSheet(a) - positionInFullSheet(b)),
    )
  })
})
