import type { ServerResponse } from 'node:http'
import type { FakeRealtimeRegister } from './fakeRealtimeRegister.ts'

/** The fake Realtime Register's account routes: /customers/{customer}/contacts/… and …/notifications/…. */

export type FakeNotification = {
  id: number
  notificationType: string
  message: string
  process: number
  processIdentifier: string
  acked: boolean
}

export function accountRoute(
  { fake, notifications }: { fake: FakeRealtimeRegister; notifications: FakeNotification[] },
  res: ServerResponse,
  m: string,
  rest: string,
  body: Record<string, unknown>,
) {
  if (rest === 'notifications/poll' && m === 'GET') {
    const open = notifications.filter((n) => !n.acked)
    const [first] = open
    return send(res, 200, {
      count: open.length,
      ...(first ? { notification: { ...first, acked: undefined } } : {}),
    })
  }
  const ackPath = /^notifications\/(\d+)\/ack$/.exec(rest)
  if (ackPath && m === 'POST') {
    const note = notifications.find((n) => n.id === Number(ackPath[1]))
    if (!note) return send(res, 404, { type: 'ObjectDoesNotExist', message: 'Notification not found' })
    note.acked = true
    return send(res, 200, undefined)
  }
  const contactPath = /^contacts\/([^/]+)(?:\/([^/]+))?(?:\/(update))?$/.exec(rest)
  if (contactPath) {
    const handle = decodeURIComponent(contactPath[1] ?? '')
    const [registry, update] =
      contactPath[2] === 'update' ? [undefined, 'update'] : [contactPath[2], contactPath[3]]
    const known = fake.contacts.get(handle)
    if (m === 'DELETE' && !registry) {
      if (!known)
        return send(res, 404, { type: 'ObjectDoesNotExist', message: `Contact ${handle} not found` })
      const using = [...fake.domains.values()].some(
        (d) => d.registrant === handle || d.contacts.some((c) => c.handle === handle),
      )
      if (using)
        return send(res, 409, {
          type: 'ObjectStatusProhibitsOperation',
          message: `Contact ${handle} is in use`,
        })
      fake.contacts.delete(handle)
      return send(res, 200, undefined)
    }
    if (m !== 'POST') return send(res, 405, { type: 'MethodNotAllowed', message: m })
    if (registry) {
      if (!known)
        return send(res, 404, { type: 'ObjectDoesNotExist', message: `Contact ${handle} not found` })
      const props = (known.properties ?? {}) as Record<string, unknown>
      if (!update && props[registry])
        return send(res, 409, { type: 'ObjectExists', message: 'Properties exist' })
      known.properties = { ...props, [registry]: body.properties }
      return send(res, update ? 200 : 201, undefined)
    }
    if (typeof body.voice === 'string' && !/^\+\d{1,3}\.\d+$/.test(body.voice))
      return send(res, 400, { type: 'InvalidParameter', message: 'voice: +CC.number' })
    if (update) {
      if (!known)
        return send(res, 404, { type: 'ObjectDoesNotExist', message: `Contact ${handle} not found` })
      fake.contacts.set(handle, { ...known, ...body })
      return send(res, 200, undefined)
    }
    if (known) return send(res, 409, { type: 'ObjectExists', message: `Contact ${handle} exists` })
    fake.contacts.set(handle, body)
    return send(res, 201, undefined)
  }
  return send(res, 404, { type: 'NotFound', message: rest })
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}
