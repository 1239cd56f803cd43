import { systemUser } from '../auth/system.ts'
import type { Env } from '../config/env.ts'
import { type IdpSecrets, loadIdpSecrets } from '../idp/keys.ts'
import type { Db } from './client.ts'
import { seedDemo } from './seed/demo.ts'

/** How a start with this environment seeds the demo data (the same options give the same data). */
export function demoSeedOptions(env: Env) {
  return { issuer: env.issuerKey, withAccounts: env.embeddedIdp, timeZone: env.PROVIDER_TIME_ZONE }
}

/**
 * What a start writes before it serves: the demo data on a first start (SEED_DEMO), the embedded
 * IdP's keys, the system user. Safe to repeat: a later start finds them and changes nothing. The
 * tests run it once per run on a template database that every test file clones.
 */
export async function prepareDatabase(
  db: Db,
  env: Env,
): Promise<{ seeded: boolean; idpSecrets?: IdpSecrets }> {
  const seeded = env.SEED_DEMO && (await seedDemo(db, demoSeedOptions(env)))
  const idpSecrets = env.embeddedIdp ? await loadIdpSecrets(db) : undefined
  // Recorded at start, so a job's first run (at any moment, e.g. during a request) adds no user.
  await systemUser(db)
  return { seeded, idpSecrets }
}
