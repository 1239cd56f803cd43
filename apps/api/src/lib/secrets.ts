import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { appSecrets } from '../db/schema/index.ts'

/** A named secret of the app_secrets table, created by the first instance that needs it. */
export async function loadOrCreate(db: Db, name: string, create: () => Promise<unknown>): Promise<unknown> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0]
  const existing = await read()
  if (existing) return existing.value
  // First writer wins, so concurrent first starts of several instances agree on one secret.
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing()
  const row = await read()
  if (!row) throw new Error(`secret ${name} missing`)
  return row.value
}

/**
 * Seals secrets kept in the database (a two-factor seed, a payment provider's API key) with AES-256-GCM
 * under a key of their own purpose, created once in app_secrets and shared by every instance. A sealed
 * value is `iv.tag.ciphertext`, each base64url; a row copied elsewhere without the key is useless.
 */
export function sealer(keyName: string) {
  const keys = new WeakMap<Db, Promise<Buffer>>()
  const keyOf = (db: Db): Promise<Buffer> => {
    let key = keys.get(db)
    if (!key) {
      key = loadOrCreate(db, keyName, async () => randomBytes(32).toString('base64url')).then((value) =>
        Buffer.from(String(value), 'base64url'),
      )
      keys.set(db, key)
    }
    return key
  }
  return {
    async seal(db: Db, secret: string): Promise<string> {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv)
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
    },
    async open(db: Db, stored: string): Promise<string> {
      const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'))
      if (!iv || !tag || !data) throw new Error(`malformed secret sealed under ${keyName}`)
      const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), iv)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
    },
  }
}
