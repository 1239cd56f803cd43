import type { Db } from '../../src/db/client.ts'
import { idpAccounts, memberships, users } from '../../src/db/schema/index.ts'
import { hashPassword } from '../../src/idp/accounts.ts'

/**
 * A provider staff member who is not a super-admin (an embedded-IdP account, its user and a
 * provider membership), so the visibility filter is really in play.
 */
export async function addStaffMember(
  db: Db,
  opts: { issuer: string; providerId: string; email: string; password: string; name: string },
): Promise<void> {
  const [account] = await db
    .insert(idpAccounts)
    .values({ email: opts.email, password_hash: await hashPassword(opts.password), display_name: opts.name })
    .returning()
  const [user] = await db
    .insert(users)
    .values({
      issuer: opts.issuer,
      subject: account?.id ?? '',
      username: opts.email,
      display_name: opts.name,
    })
    .returning()
  await db
    .insert(memberships)
    .values({ user_id: user?.id ?? '', company_id: opts.providerId, role: 'member' })
}
