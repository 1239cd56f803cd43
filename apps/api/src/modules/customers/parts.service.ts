import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { NotFound, PreconditionFailed } from '../../lib/errors.ts'
import type { Text } from '../../lib/texts.ts'
import { getEditableRecord, getRecord, type RecordRef } from './parent.service.ts'

/** One contact or location of a record. */
export type PartRef = RecordRef & { partId: string }

/** The repository of one kind of part: every query takes ctx and the owning company. */
type PartStore<Input, Part, Columns> = {
  entity: 'contact' | 'location'
  notFound: Text
  /** The input as columns, checked against the owning company (400 naming the field). */
  columns(ctx: RequestContext, companyId: string, input: Input): Promise<Columns>
  list(ctx: RequestContext, companyId: string): Promise<Part[]>
  find(ctx: RequestContext, companyId: string, id: string): Promise<Part | undefined>
  insert(ctx: RequestContext, companyId: string, values: Columns): Promise<string>
  update(
    ctx: RequestContext,
    companyId: string,
    id: string,
    version: number,
    values: Columns,
  ): Promise<boolean>
  archive(ctx: RequestContext, companyId: string, id: string): Promise<void>
}

/**
 * List, read, create, update (If-Match) and archive of a record's contacts or locations: the record
 * decides visibility (404) and who may write (403); every change commits with its audit entry.
 */
export function partService<Input, Part, Columns>(store: PartStore<Input, Part, Columns>) {
  const { entity } = store
  async function found(ctx: RequestContext, { id, partId }: PartRef): Promise<Part> {
    const part = await store.find(ctx, id, partId)
    if (!part) throw new NotFound(store.notFound)
    return part
  }
  async function get(ctx: RequestContext, ref: PartRef): Promise<Part> {
    await getRecord(ctx, ref)
    return found(ctx, ref)
  }
  return {
    async list(ctx: RequestContext, ref: RecordRef): Promise<Part[]> {
      await getRecord(ctx, ref)
      return store.list(ctx, ref.id)
    },
    get,
    async create(ctx: RequestContext, { body, ...ref }: RecordRef & { body: Input }): Promise<Part> {
      await getEditableRecord(ctx, ref)
      const values = await store.columns(ctx, ref.id, body)
      return ctx.transaction(async (tx) => {
        const partId = await store.insert(tx, ref.id, values)
        const after = await found(tx, { ...ref, partId })
        await audit(tx, { action: `${entity}.created`, entity, entity_id: partId, company_id: ref.id, after })
        return after
      })
    },
    async update(
      ctx: RequestContext,
      { version, body, ...ref }: PartRef & { version: number; body: Input },
    ): Promise<Part> {
      const before = await get(ctx, ref)
      await getEditableRecord(ctx, ref)
      const values = await store.columns(ctx, ref.id, body)
      return ctx.transaction(async (tx) => {
        if (!(await store.update(tx, ref.id, ref.partId, version, values))) throw new PreconditionFailed()
        const after = await found(tx, ref)
        const entry = { entity, entity_id: ref.partId, company_id: ref.id, before, after }
        await audit(tx, { action: `${entity}.updated`, ...entry })
        return after
      })
    },
    async archive(ctx: RequestContext, ref: PartRef): Promise<void> {
      const before = await get(ctx, ref)
      await getEditableRecord(ctx, ref)
      await ctx.transaction(async (tx) => {
        await store.archive(tx, ref.id, ref.partId)
        const entry = { entity, entity_id: ref.partId, company_id: ref.id, before }
        await audit(tx, { action: `${entity}.archived`, ...entry })
      })
    },
  }
}
