import { count } from 'drizzle-orm'
import { hashPassword } from '../../idp/accounts.ts'
import { insertCompany } from '../../modules/companies/companies.repository.ts'
import type { Db } from '../client.ts'
import { companies, idpAccounts, memberships, users } from '../schema/index.ts'

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    password: 'admin',
    first: 'Ada',
    last: 'Admin',
    roles: ['super-admin', 'staff'],
  },
  { email: 'jane@example.com', password: 'jane', first: 'Jane', last: 'Doe', roles: [] },
  { email: 'reseller@example.com', password: 'reseller', first: 'Rick', last: 'Reseller', roles: [] },
  { email: 'solo@example.com', password: 'solo', first: 'Sam', last: 'Solo', roles: [] },
] as const

/** Demo data on first start: the companies of the README and, with the embedded IdP, their accounts. */
export async function seedDemo(db: Db, opts: { issuer: string; withAccounts: boolean }): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies)
  if ((existing?.n ?? 0) > 0) return false
  const hashes = opts.withAccounts
    ? await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)))
    : []
  await db.transaction(async (t) => {
    const tx = t as unknown as Db
    const provider = await insertCompany(tx, { kind: 'provider', name: 'Portico Demo Provider' })
    const acme = await insertCompany(tx, { kind: 'customer', name: 'Acme B.V.', parent_id: provider.id })
    const globex = await insertCompany(tx, { kind: 'customer', name: 'Globex Ltd', parent_id: provider.id })
    const resell = await insertCompany(tx, {
      kind: 'reseller',
      name: 'Resell IT B.V.',
      parent_id: provider.id,
    })
    await insertCompany(tx, { kind: 'customer', name: 'Initech', parent_id: resell.id })
    if (!opts.withAccounts) return
    const companiesOf: Record<string, string[]> = {
      'admin@example.com': [provider.id],
      'jane@example.com': [acme.id, globex.id],
      'reseller@example.com': [resell.id],
      'solo@example.com': [],
    }
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const name = `${a.first} ${a.last}`
      const [account] = await tx
        .insert(idpAccounts)
        .values({
          email: a.email,
          password_hash: hashes[i],
          display_name: name,
          first_name: a.first,
          last_name: a.last,
          roles: [...a.roles],
        })
        .returning()
      if (!account) throw new Error('seed account insert failed')
      const [user] = await tx
        .insert(users)
        .values({
          issuer: opts.issuer,
          subject: account.id,
          email: a.email,
          username: a.email,
          display_name: name,
          first_name: a.first,
          last_name: a.last,
          roles: [...a.roles],
        })
        .returning()
      if (!user) throw new Error('seed user insert failed')
      const ids = companiesOf[a.email] ?? []
      if (ids.length)
        await tx
          .insert(memberships)
          .values(ids.map((company_id) => ({ user_id: user.id, company_id, role: 'admin' as const })))
    }
  })
  return true
}
