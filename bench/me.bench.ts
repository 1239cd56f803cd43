import { withBench } from './harness.ts'

/** GET /api/v1/_me through the full stack next to a bare route returning the same JSON, same process. */
export async function benchMe(adminUrl?: string): Promise<string> {
  let sameJson = ''
  return withBench({ adminUrl, bare: () => sameJson }, async (bench) => {
    const headers = await bench.signIn('jane@example.com', 'jane')
    sameJson = await (await fetch(`${bench.url}/api/v1/_me`, { headers })).text()
    return bench.ratioAgainstBare('GET /api/v1/_me', '/api/v1/_me', headers, 0.5)
  })
}
