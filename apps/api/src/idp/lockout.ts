import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { loginLockouts } from '../db/schema/index.ts'
import { queryRows } from '../lib/sql.ts'

export type LockoutPolicy = { maxAttempts: number; lockoutMinutes: number }

/** The form an address is counted under: case, surrounding spaces and Unicode forms do not matter. */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase()
}

/**
 * Failed sign-ins are counted per e-mail address in the database, whether or not an account has that
 * address (so the lockout reveals nothing) and across every instance. `maxAttempts` failures within
 * `lockoutMinutes` of each other lock the address for `lockoutMinutes`.
 */
export async function isLockedOut(db: Db, email: string): Promise<boolean> {
  const rows = await queryRows<{ locked: boolean }>(
    db,
    sql`select true as locked from ${loginLockouts}
      where ${loginLockouts.email} = ${email} and ${loginLockouts.locked_until} > now()`,
  )
  return rows.length > 0
}

/** Counts a failure; true when the address is now locked. One statement, so instances cannot race. */
export async function recordFailure(db: Db, email: string, policy: LockoutPolicy): Promise<boolean> {
  const lockFor = sql`make_interval(mins => ${policy.lockoutMinutes})`
  const max = policy.maxAttempts
  // Failures further apart than the lockout period start the count afresh.
  const failures = sql`(case when l.updated_at < now() - ${lockFor} then 1 else l.failures + 1 end)`
  const rows = await queryRows<{ locked: boolean | null }>(
    db,
    sql`insert into ${loginLockouts} as l (email, failures, locked_until, updated_at)
      values (${email}, case when 1 >= ${max} then 0 else 1 end,
        case when 1 >= ${max} then now() + ${lockFor} end, now())
      on conflict (email) do update set
        failures = case when ${failures} >= ${max} then 0 else ${failures} end,
        locked_until = case when ${failures} >= ${max} then now() + ${lockFor} else l.locked_until end,
        updated_at = now()
      returning coalesce(l.locked_until > now(), false) as locked`,
  )
  sweep(db)
  return rows[0]?.locked === true
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from ${loginLockouts} where ${loginLockouts.email} = ${email}`)
}

let nextSweep = 0
/** Forgets addresses nobody has tried for a day, at most once a minute per instance. */
function sweep(db: Db) {
  if (Date.now() < nextSweep) return
  nextSweep = Date.now() + 60_000
  void db
    .execute(
      sql`delete from ${loginLockouts} where ${loginLockouts.updated_at} < now() - interval '1 day'
        and (${loginLockouts.locked_until} is null or ${loginLockouts.locked_until} < now())`,
    )
    .catch(() => undefined)
}
