import { createHash } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// PGlite is one process: only the process that opened DATA_DIR may read it. That process listens on a
// local socket under DATA_DIR; `npm run backup` asks it for a dump there, and a second server or a
// restore finds the directory taken. Whoever listens owns the directory.

/** The socket of the process that owns dataDir (under tmpdir when dataDir is too long for a socket path). */
export function controlSocketPath(dataDir: string): string {
  const path = join(dataDir, 'portico.sock')
  if (Buffer.byteLength(path) < 100) return path
  return join(tmpdir(), `portico-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`)
}

export type DumpSource = { dump(): Promise<Uint8Array> }
export type DataDirLock = { serve(source: DumpSource): void; release(): Promise<void> }

/** Takes DATA_DIR for this process; fails when another live process holds it. */
export async function claimDataDir(dataDir: string, holder: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true })
  const path = controlSocketPath(dataDir)
  const owner = await ask(path, { op: 'who' }, 5_000).catch((error: Error) =>
    nobodyListens(error) ? null : error,
  )
  if (owner instanceof Error) throw new Error(`${dataDir} may be in use: ${owner.message}`)
  if (owner) throw new Error(`${dataDir} is in use by ${owner.header.holder} (pid ${owner.header.pid})`)
  rmSync(path, { force: true }) // left behind by a process that ended without cleaning up
  let source: DumpSource | undefined
  const server = createServer((socket) => void answer(socket, holder, () => source))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
  server.unref()
  return {
    serve(s) {
      source = s
    },
    release: () => close(server, path),
  }
}

async function answer(socket: Socket, holder: string, source: () => DumpSource | undefined) {
  const send = (header: Record<string, unknown>, body?: Uint8Array) => {
    socket.write(`${JSON.stringify(header)}\n`)
    if (body) socket.end(body)
    else socket.end()
  }
  try {
    const request = JSON.parse(await firstLine(socket)) as { op?: string }
    if (request.op === 'who') return send({ ok: true, holder, pid: process.pid })
    if (request.op !== 'backup') return send({ ok: false, error: `unknown request ${request.op}` })
    const database = source()
    if (!database) return send({ ok: false, error: `${holder} is still starting; try again` })
    const dump = await database.dump()
    send({ ok: true, bytes: dump.byteLength }, dump)
  } catch (error) {
    send({ ok: false, error: error instanceof Error ? error.message : String(error) })
  }
}

function firstLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8')
      const end = text.indexOf('\n')
      if (end < 0) return
      socket.off('data', onData)
      resolve(text.slice(0, end))
    }
    socket.on('data', onData)
    socket.once('error', reject)
    socket.once('end', () => reject(new Error('connection closed')))
  })
}

type Reply = {
  header: { ok: boolean; error?: string; holder?: string; pid?: number; bytes?: number }
  body: Buffer
}

/** Sends one request to the owner of the socket; rejects when nobody listens or it does not answer in time. */
export function ask(path: string, request: Record<string, unknown>, timeoutMs = 600_000): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const socket = connect(path)
    socket.setTimeout(timeoutMs, () => {
      socket.destroy()
      reject(new Error(`no answer from ${path} within ${timeoutMs / 1000} s`))
    })
    const chunks: Buffer[] = []
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.once('error', reject)
    socket.once('end', () => {
      const all = Buffer.concat(chunks)
      const end = all.indexOf('\n')
      if (end < 0) return reject(new Error('no answer from the server'))
      const header = JSON.parse(all.subarray(0, end).toString('utf8'))
      const body = all.subarray(end + 1)
      if (!header.ok) return reject(new Error(header.error))
      if (typeof header.bytes === 'number' && body.byteLength !== header.bytes)
        return reject(new Error(`incomplete dump: ${body.byteLength} of ${header.bytes} bytes`))
      resolve({ header, body })
    })
  })
}

/** The socket is missing or stale: no live process holds the directory. */
export function nobodyListens(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ECONNREFUSED'
}

function close(server: Server, path: string): Promise<void> {
  return new Promise((resolve) =>
    server.close(() => {
      rmSync(path, { force: true })
      resolve()
    }),
  )
}
