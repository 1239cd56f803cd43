import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildPortal } from './built.ts'
import { isTemplate, makeTemplate } from './template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR as the compiled server's first start left it (migrated, demo data, IdP keys). */
    portalTemplate: string
  }
}

/**
 * Vitest global setup: the specs run the compiled server, so build it first (a no-op when current),
 * then make the template DATA_DIR every spec file's server starts from (template.ts). `npm test`
 * makes both beside the unit tests and names the template in PORTICO_E2E_TEMPLATE; it removes it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const prepared = process.env.PORTICO_E2E_TEMPLATE
  if (prepared && isTemplate(prepared)) {
    project.provide('portalTemplate', prepared)
    return () => {}
  }
  buildPortal()
  const parent = mkdtempSync(join(tmpdir(), 'portico-e2e-template-'))
  const template = join(parent, 'data')
  await makeTemplate(template)
  project.provide('portalTemplate', template)
  return () => rmSync(parent, { recursive: true, force: true })
}
