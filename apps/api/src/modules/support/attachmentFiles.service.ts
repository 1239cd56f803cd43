import { randomBytes } from 'node:crypto'
import { readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { checkKey, type FileStore } from '../../adapters/files.ts'
import type { RequestContext } from '../../auth/context.ts'
import { legacyAttachments, moveAttachmentKey } from './attachments.repository.ts'

/**
 * Ticket attachments live in the platform's file store (`ctx.platform.files`: disk under DATA_DIR or
 * S3) under `attachments/<2 hex>/<32 hex>`: random, so a name can neither be guessed nor collide.
 * Before the file store they lay in DATA_DIR/attachments under `<2 hex>/<32 hex>`; such a key moves
 * to the same name under `attachments/` (moveLegacyAttachments).
 */
export function newAttachmentKey(): string {
  const name = randomBytes(16).toString('hex')
  return checkKey(`attachments/${name.slice(0, 2)}/${name}`)
}

const LEGACY_KEY = /^[0-9a-f]{2}\/[0-9a-f]{32}$/
const isLegacy = (key: string) => LEGACY_KEY.test(key)
const legacyPath = (dataDir: string, key: string) => join(dataDir, 'attachments', key)
const movedKey = (legacyKey: string) => `attachments/${legacyKey}`

async function readLegacy(dataDir: string, key: string): Promise<Buffer | null> {
  try {
    return await readFile(legacyPath(dataDir, key))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** An attachment's bytes by its stored key; a key not moved yet is read where it was (or already is). */
export async function readAttachmentFile(
  platform: Pick<RequestContext['platform'], 'files' | 'dataDir'>,
  key: string,
): Promise<Buffer> {
  const content = isLegacy(key)
    ? ((await readLegacy(platform.dataDir, key)) ?? (await platform.files.get(movedKey(key))))
    : await platform.files.get(key)
  if (!content) throw new Error(`attachment file missing: ${key}`)
  return content
}

/**
 * Moves the files of attachments kept in DATA_DIR/attachments (before the file store) into the
 * store, in batches, and answers how many moved. Safe to run twice and on several instances at once:
 * the target key follows from the old one, the row changes only while it still has the old key, and
 * the old file goes last. A row whose old file is missing keeps its key (and is reported as missing).
 */
export async function moveLegacyAttachments(
  ctx: Pick<RequestContext, 'db'>,
  files: FileStore,
  dataDir: string,
): Promise<{ moved: number; missing: number }> {
  const result = { moved: 0, missing: 0 }
  let after: string | null = null
  for (;;) {
    const batch = await legacyAttachments(ctx, after, 50)
    for (const row of batch) {
      after = row.id
      if (!isLegacy(row.storage_key)) continue
      const content = await readLegacy(dataDir, row.storage_key)
      if (!content) {
        result.missing += 1
        continue
      }
      const key = movedKey(row.storage_key)
      await files.put(key, content, row.content_type)
      if (await moveAttachmentKey(ctx, row.id, row.storage_key, key)) result.moved += 1
      await unlink(legacyPath(dataDir, row.storage_key)).catch(() => undefined)
    }
    if (batch.length === 0) return result
  }
}
