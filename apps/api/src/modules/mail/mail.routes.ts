import { IdParamsSchema, ProblemSchema } from '@portico/contracts'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { NotFound } from '../../lib/errors.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'

const MailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
})
type Row = typeof mailOutbox.$inferSelect
const toMail = (r: Row) => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  text: r.text,
  status: r.status,
  error: r.error,
  created_at: r.created_at.toISOString(),
  sent_at: r.sent_at?.toISOString() ?? null,
})

/** Staff read the mail outbox: every message the portal wrote, sent by SMTP or kept here (sandbox). */
export async function mailRoutes(app: FastifyInstance, { db, mode }: { db: Db; mode: 'smtp' | 'outbox' }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['mail']
  r.get(
    '/mail/outbox',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'listOutbox',
        security: bearer,
        response: {
          200: z.object({ data: z.array(MailSchema), mode: z.enum(['smtp', 'outbox']) }),
          ...authProblems,
        },
      },
    },
    async () => ({
      data: (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at)).limit(200)).map(toMail),
      mode,
    }),
  )
  r.get(
    '/mail/outbox/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'getOutboxMessage',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: z.object({ data: MailSchema }), ...authProblems, 404: ProblemSchema },
      },
    },
    async (req) => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, req.params.id))
      if (!row) throw new NotFound('Message not found.')
      return { data: toMail(row) }
    },
  )
}
