import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { oidcModels } from '../db/schema.ts';

/**
 * Keeps the provider's sessions, interactions, grants, codes and tokens in the `oidc_models`
 * table, so that sign-in survives restarts and works across server processes.
 */
class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcModels)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [oidcModels.model, oidcModels.id], set: values });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcModels)
      .where(
        and(
          eq(oidcModels.model, this.model),
          condition,
          sql`(${oidcModels.expiresAt} is null or ${oidcModels.expiresAt} > now())`,
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string) {
    return this.findWhere(eq(oidcModels.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcModels.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcModels.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.grantId, grantId)));
  }
}

export function databaseAdapter(db: Database): AdapterFactory {
  return (model: string) => new DatabaseAdapter(db, model);
}
