import type { Multipart } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  badQueryParameter,
  badText,
  badTextPath,
  decodeUtf8,
  isCleanText,
  tooDeep,
  tooDeepPath,
} from '../lib/textInput.ts'

/** Only routes that register @fastify/multipart have these, whatever its type augmentation says. */
type MultipartRequest = Omit<FastifyRequest, 'isMultipart' | 'parts' | 'files'> & {
  isMultipart?: () => boolean
  parts?: (options?: unknown) => AsyncIterableIterator<Multipart>
  files?: (options?: unknown) => AsyncIterableIterator<Multipart>
}

/**
 * One door for text (issue 10, defect 2): a NUL, an unpaired surrogate or invalid UTF-8 anywhere in
 * the query, the headers, the route parameters, a JSON or form body or a multipart field gives a 400
 * naming the field, before validation and before anything is stored. Register before the routes.
 */
export const textInputPlugin = fp(async function textInputPlugin(app: FastifyInstance) {
  // JSON is decoded strictly: invalid UTF-8 is refused instead of silently becoming U+FFFD; and a
  // body nested deeper than any the API takes is refused before anything walks it.
  const json = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeUtf8(body as Buffer)
    if (text === undefined) return done(badText('body'), undefined)
    json(request, text, (error, parsed) => {
      if (error) return done(error, undefined)
      const deep = tooDeepPath(parsed)
      if (deep !== undefined) return done(tooDeep(deep), undefined)
      done(null, parsed)
    })
  })

  app.addHook('preValidation', async (request) => {
    const field =
      badQueryParameter(request.url) ??
      prefixed('params', badTextPath(request.params)) ??
      prefixed('headers', badTextPath(request.headers)) ??
      badTextPath(request.body)
    if (field !== undefined) throw badText(field || 'body')
    const multipart = request as unknown as MultipartRequest
    if (multipart.isMultipart?.() && multipart.parts) checkMultipartFields(multipart)
  })
})

const prefixed = (where: string, path: string | undefined) =>
  path === undefined ? undefined : `${where}.${path}`

/** Multipart parts arrive while the handler reads them: check each field and file name on the way. */
function checkMultipartFields(request: MultipartRequest) {
  const parts = request.parts?.bind(request)
  if (!parts) return
  async function* checked(options?: unknown) {
    for await (const part of parts?.(options) ?? []) {
      if (part.type === 'field' && typeof part.value === 'string' && !isCleanText(part.value))
        throw badText(part.fieldname)
      if (part.type === 'file' && !isCleanText(part.filename)) throw badText(part.fieldname)
      yield part
    }
  }
  request.parts = checked
  request.files = async function* files(options?: unknown) {
    for await (const part of checked(options)) if (part.type === 'file') yield part
  }
}
