import { and, eq, sql } from 'drizzle-orm'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Db } from '../db/client.ts'
import { oidcPayloads } from '../db/schema/index.ts'

/** oidc-provider storage in the database, so sessions and tokens survive restarts and span instances. */
export function createAdapterClass(db: Db) {
  return class DbAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        model: this.model,
        id,
        payload,
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      }
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row })
    }

    async find(id: string) {
      return this.first(eq(oidcPayloads.id, id))
    }

    async findByUid(uid: string) {
      return this.first(eq(oidcPayloads.uid, uid))
    }

    async findByUserCode(userCode: string) {
      return this.first(eq(oidcPayloads.user_code, userCode))
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumed_at: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)))
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)))
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grant_id, grantId))
    }

    async first(where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.model, this.model),
            where,
            sql`(${oidcPayloads.expires_at} is null or ${oidcPayloads.expires_at} > now())`,
          ),
        )
      if (!row) return undefined
      const payload = row.payload as AdapterPayload
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : payload
    }
  }
}
