import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A throw-away database on the given server, so benchmarks never touch real data. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portico_bench_${randomBytes(6).toString('hex')}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
