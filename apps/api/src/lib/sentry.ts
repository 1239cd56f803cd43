import { randomUUID } from 'node:crypto'

export type FeedbackReport = {
  message: string
  name?: string | null
  email?: string | null
  url?: string | null
  screenshotPng?: Buffer | null
}

export type ErrorReporter = { sendFeedback(report: FeedbackReport): Promise<void> }

/**
 * Sends user feedback to Sentry's envelope endpoint when SENTRY_DSN is set (a feedback item plus the
 * screenshot as screenshot.png). A few lines of HTTP instead of the Node SDK, which would pull in an
 * OpenTelemetry stack for one call.
 */
export function createErrorReporter(dsn: string | undefined, log: (msg: string) => void): ErrorReporter {
  if (!dsn) return { sendFeedback: async () => {} }
  const url = new URL(dsn)
  const projectId = url.pathname.replace(/^\//, '')
  const endpoint = `${url.protocol}//${url.host}/api/${projectId}/envelope/`
  const auth = `Sentry sentry_version=7, sentry_key=${url.username}, sentry_client=portico/0.1`
  return {
    async sendFeedback(report) {
      const eventId = randomUUID().replaceAll('-', '')
      const event = {
        event_id: eventId,
        timestamp: Date.now() / 1000,
        platform: 'javascript',
        contexts: {
          feedback: {
            message: report.message,
            name: report.name,
            contact_email: report.email,
            url: report.url,
          },
        },
      }
      const parts: (string | Buffer)[] = [
        `${JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() })}\n`,
        `${JSON.stringify({ type: 'feedback' })}\n${JSON.stringify(event)}\n`,
      ]
      if (report.screenshotPng) {
        const header = {
          type: 'attachment',
          length: report.screenshotPng.length,
          filename: 'screenshot.png',
          content_type: 'image/png',
        }
        parts.push(`${JSON.stringify(header)}\n`, report.screenshotPng, '\n')
      }
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': auth },
          body: Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))),
          signal: AbortSignal.timeout(10_000),
        })
        if (!response.ok) log(`sentry feedback rejected: ${response.status}`)
      } catch (error) {
        log(`sentry feedback failed: ${(error as Error).message}`)
      }
    },
  }
}
