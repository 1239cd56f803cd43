import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { freePort } from './freePort.ts'

/**
 * A local stand-in for DirectAdmin's legacy CMD_API as its documentation describes it: Basic
 * authentication with a login key ("admin|user" to act as a user), url-encoded forms and answers,
 * failures as HTTP 200 with `error=1&text=…&details=…`, disk and bandwidth in MB (used as fractions,
 * limits as numbers or "unlimited"), and the JSON API's one-time login URL.
 */
export type FakeDaUser = {
  email: string
  domain: string
  package: string
  password: string
  suspended: boolean
  /** Used MB, as DirectAdmin reports them. */
  quotaMb: number
  bandwidthMb: number
}

export type FakeDirectAdmin = {
  url: string
  username: string
  loginKey: string
  users: Map<string, FakeDaUser>
  /** Package name → its settings as CMD_API_PACKAGES_USER lists them. */
  packages: Map<string, Record<string, string>>
  /** Commands received, in order (the path without its query). */
  commands: string[]
  close(): Promise<void>
}

async function bodyOf(req: IncomingMessage) {
  let text = ''
  for await (const chunk of req) text += chunk
  return text
}

function reply(res: ServerResponse, values: Record<string, string | number>) {
  res.writeHead(200, { 'content-type': 'text/plain' })
  res.end(
    new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  )
}

const refuse = (res: ServerResponse, text: string, details = '') => reply(res, { error: 1, text, details })

export async function startFakeDirectAdmin(): Promise<FakeDirectAdmin> {
  const port = await freePort()
  const fake: Omit<FakeDirectAdmin, 'close'> = {
    url: `http://127.0.0.1:${port}`,
    username: 'admin',
    loginKey: 'da-login-key',
    users: new Map(),
    packages: new Map([
      ['starter', { bandwidth: '10240', quota: '1024', vdomains: '1', nemails: '10', mysql: '1' }],
      [
        'business',
        { bandwidth: 'unlimited', quota: '10240', vdomains: 'unlimited', nemails: 'unlimited', mysql: '10' },
      ],
    ]),
    commands: [],
  }

  function login(req: IncomingMessage): string | null | undefined {
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ')
    if (scheme !== 'Basic' || !encoded) return undefined
    const [name, key] = Buffer.from(encoded, 'base64').toString().split(':')
    const [admin, as] = (name ?? '').split('|')
    if (admin !== fake.username || key !== fake.loginKey) return undefined
    return as ?? null
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.url)
    const form = new URLSearchParams(await bodyOf(req))
    fake.commands.push(url.pathname.slice(1))
    const as = login(req)
    if (as === undefined) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="DirectAdmin"' })
      return res.end()
    }
    const user = (name: string | null) => (name ? fake.users.get(name) : undefined)
    switch (url.pathname) {
      case '/api/login/url': {
        if (!as || !fake.users.has(as)) {
          res.writeHead(403, { 'content-type': 'application/json' })
          return res.end(JSON.stringify({ type: 'FORBIDDEN' }))
        }
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(
          JSON.stringify({ url: `${fake.url}/api/login/url/redirect?key=once-${as}`, expires: 60 }),
        )
      }
      case '/CMD_API_ACCOUNT_USER': {
        const name = form.get('username') ?? ''
        if (form.get('action') !== 'create') return refuse(res, 'Unknown action')
        if (fake.users.has(name))
          return refuse(res, 'Unable to Create User', 'That username already exists on the system')
        if (!fake.packages.has(form.get('package') ?? ''))
          return refuse(res, 'Unable to Create User', 'Invalid package')
        if (form.get('passwd') !== form.get('passwd2'))
          return refuse(res, 'Unable to Create User', 'Passwords do not match')
        fake.users.set(name, {
          email: form.get('email') ?? '',
          domain: form.get('domain') ?? '',
          package: form.get('package') ?? '',
          password: form.get('passwd') ?? '',
          suspended: false,
          quotaMb: 0,
          bandwidthMb: 0,
        })
        return reply(res, { error: 0, text: 'User Created', details: '' })
      }
      case '/CMD_API_SELECT_USERS': {
        const target = user(form.get('select0'))
        if (!target) return refuse(res, 'Cannot select user', `${form.get('select0')} does not exist`)
        if (form.get('delete') === 'yes') fake.users.delete(form.get('select0') ?? '')
        else if (form.get('dosuspend')) target.suspended = true
        else if (form.get('dounsuspend')) target.suspended = false
        else return refuse(res, 'No action')
        return reply(res, { error: 0, text: 'Success' })
      }
      case '/CMD_API_MODIFY_USER': {
        const target = user(form.get('user'))
        if (!target) return refuse(res, 'Unable to modify user', 'User does not exist')
        if (!fake.packages.has(form.get('package') ?? ''))
          return refuse(res, 'Unable to modify user', 'Invalid package')
        target.package = form.get('package') ?? ''
        return reply(res, { error: 0, text: 'User Modified' })
      }
      case '/CMD_API_USER_PASSWD': {
        const target = user(form.get('username'))
        if (!target) return refuse(res, 'Unable to change password', 'User does not exist')
        if ((form.get('passwd') ?? '').length < 8)
          return refuse(res, 'Unable to change password', 'Password too short')
        target.password = form.get('passwd') ?? ''
        return reply(res, { error: 0, text: 'Password Changed' })
      }
      case '/CMD_API_PACKAGES_USER': {
        const name = url.searchParams.get('package')
        if (!name) {
          res.writeHead(200, { 'content-type': 'text/plain' })
          return res.end([...fake.packages.keys()].map((p) => `list[]=${encodeURIComponent(p)}`).join('&'))
        }
        const found = fake.packages.get(name)
        return found ? reply(res, found) : refuse(res, 'Invalid package')
      }
      case '/CMD_API_SHOW_USER_CONFIG': {
        const name = url.searchParams.get('user')
        const target = user(name)
        if (!target) return refuse(res, 'Unable to show user', `User ${name} does not exist`)
        return reply(res, {
          ...fake.packages.get(target.package),
          package: target.package,
          domain: target.domain,
          email: target.email,
          suspended: target.suspended ? 'yes' : 'no',
        })
      }
      case '/CMD_API_SHOW_USER_USAGE': {
        const target = user(url.searchParams.get('user'))
        if (!target) return refuse(res, 'Unable to show usage', 'User does not exist')
        return reply(res, {
          bandwidth: target.bandwidthMb,
          quota: target.quotaMb,
          vdomains: 1,
          nemails: 2,
          mysql: 0,
          domainptr: 0,
          ftp: 1,
        })
      }
      default:
        return refuse(res, 'Unknown command')
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    ...fake,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
