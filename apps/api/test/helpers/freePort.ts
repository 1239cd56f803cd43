import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/**
 * The first port of the kernel's range for outgoing connections. A port the OS hands out for
 * `listen(0)` comes from that range too, so an outgoing connection (a browser's, a test's) could take
 * it between the check and the server's own listen: a browser spec once failed on EADDRINUSE so.
 */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)
    return Number(low) || 32_768
  } catch {
    return 32_768
  }
}

const FIRST = 10_000
const LAST = ephemeralStart() - 1

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer()
    srv.once('error', () => resolve(false))
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
  })
}

/**
 * A TCP port that nothing listens on right now, for a server under test: picked at random below the
 * range of outgoing connections, so only another listener could take it before the server does.
 */
export async function freePort(): Promise<number> {
  if (LAST - FIRST < 1_000) return osPort()
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1))
    if (await listensOn(port)) return port
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`)
}

/** A port the OS picks, where the range of outgoing connections leaves no room below it. */
function osPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
