import type { Db } from '../client.ts'
import { hostedDatabases, hostedStorage } from '../schema/index.ts'

const GB = 1024 ** 3
const MB = 1024 ** 2
const DAY = 86_400_000

type Company = 'acme' | 'globex' | 'initech'

/** Hosted databases and storage: Acme's (one database near its limit), Globex's and Initech's. */
export async function seedHostingStorage(
  db: Db,
  providerId: string,
  ids: Record<Company, string>,
  now: Date,
) {
  const owner = (company: Company) => ({ provider_id: providerId, company_id: ids[company] })
  const ago = (days: number) => new Date(now.getTime() - days * DAY)
  const databases: (typeof hostedDatabases.$inferInsert)[] = [
    {
      ...owner('acme'),
      name: 'acme_shop',
      engine: 'mysql',
      engine_version: '8.0',
      server: 'db1.portico.example',
      used_bytes: 3.6 * GB,
      limit_bytes: 4 * GB,
      connections: 41,
      max_connections: 100,
      backup_at: ago(0.3),
    },
    {
      ...owner('acme'),
      name: 'acme_crm',
      engine: 'postgresql',
      engine_version: '16',
      server: 'pg1.portico.example',
      used_bytes: 820 * MB,
      limit_bytes: 10 * GB,
      connections: 12,
      max_connections: 200,
      backup_at: ago(0.3),
    },
    {
      ...owner('acme'),
      name: 'acme_wiki',
      engine: 'mariadb',
      engine_version: '10.11',
      server: 'db1.portico.example',
      used_bytes: 95 * MB,
      limit_bytes: null,
      connections: 2,
      max_connections: 50,
      backup_at: null,
    },
    {
      ...owner('globex'),
      name: 'globex_orders',
      engine: 'postgresql',
      engine_version: '16',
      server: 'pg1.portico.example',
      used_bytes: 2.2 * GB,
      limit_bytes: 20 * GB,
      connections: 30,
      max_connections: 200,
      backup_at: ago(1),
    },
    {
      ...owner('initech'),
      name: 'initech_tps',
      engine: 'mysql',
      engine_version: '8.0',
      server: 'db2.portico.example',
      used_bytes: 310 * MB,
      limit_bytes: 2 * GB,
      connections: 5,
      max_connections: 50,
      backup_at: ago(0.5),
    },
  ]
  await db
    .insert(hostedDatabases)
    .values(databases.map((row) => ({ ...row, used_bytes: Math.round(Number(row.used_bytes)) })))
  await db.insert(hostedStorage).values([
    {
      ...owner('acme'),
      name: 'acme-media',
      kind: 'object',
      region: 'NL-AMS-1',
      used_bytes: 182 * GB,
      quota_bytes: 250 * GB,
      objects: 48_210,
      egress_bytes: 64 * GB,
    },
    {
      ...owner('acme'),
      name: 'acme-fileserver',
      kind: 'block',
      region: 'NL-AMS-1',
      used_bytes: 410 * GB,
      quota_bytes: 500 * GB,
      objects: null,
      egress_bytes: 0,
    },
    {
      ...owner('acme'),
      name: 'acme-backup',
      kind: 'backup',
      region: 'NL-RTM-1',
      used_bytes: 1_340 * GB,
      quota_bytes: 2_000 * GB,
      objects: 913_004,
      egress_bytes: 2 * GB,
    },
    {
      ...owner('globex'),
      name: 'globex-assets',
      kind: 'object',
      region: 'NL-AMS-1',
      used_bytes: 12 * GB,
      quota_bytes: null,
      objects: 3_120,
      egress_bytes: 9 * GB,
    },
    {
      ...owner('initech'),
      name: 'initech-backup',
      kind: 'backup',
      region: 'NL-RTM-1',
      used_bytes: 88 * GB,
      quota_bytes: 100 * GB,
      objects: 120_554,
      egress_bytes: 0,
    },
  ])
}
