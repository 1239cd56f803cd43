import { createStore } from '../lib/createStore.ts'

/** A short message about what just happened: a save that worked (success) or one that did not (failure). */
export type Notice = { id: number; message: string; kind: 'success' | 'failure' }

export const noticeStore = createStore<Notice[]>([])
let next = 1

/** How long a notice stays; a failure stays until it is closed. */
const SHOWN_MS = 5000

/**
 * Tells the user a save worked ("Customer saved"), or why it did not. @mantine/notifications pins
 * its @mantine/core to an exact version the portal does not run, so the portal keeps this small
 * store and renders Mantine's own Notification (shared/ui/Notices.tsx); issue 26, item 5.
 */
export function notify(message: string, kind: Notice['kind'] = 'success'): void {
  const id = next++
  noticeStore.setState((all) => [...all.slice(-2), { id, message, kind }])
  if (kind === 'success') setTimeout(() => dismiss(id), SHOWN_MS)
}

export function dismiss(id: number): void {
  noticeStore.setState((all) => all.filter((notice) => notice.id !== id))
}
