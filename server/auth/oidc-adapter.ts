// oidc-provider's storage adapter on our database, so sessions, grants and refresh tokens survive
// restarts and are shared by several server processes.
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "../db/database.ts";

export function oidcAdapterFactory(db: Database) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `insert into oidc_models (kind, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int > 0 then now() + make_interval(secs => $7::int) end)
         on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.kind,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ?? 0,
        ],
      );
    }

    private async findWhere(
      column: "id" | "user_code" | "uid",
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const { rows } = await db.query<{ payload: AdapterPayload }>(
        `select payload from oidc_models where kind = $1 and ${column} = $2 and (expires_at is null or expires_at > now())`,
        [this.kind, value],
      );
      return rows[0]?.payload;
    }

    find(id: string) {
      return this.findWhere("id", id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere("user_code", userCode);
    }

    findByUid(uid: string) {
      return this.findWhere("uid", uid);
    }

    async consume(id: string): Promise<void> {
      await db.query(
        `update oidc_models set payload = jsonb_set(payload, '{consumed}', to_jsonb(extract(epoch from now())::int))
         where kind = $1 and id = $2`,
        [this.kind, id],
      );
    }

    async destroy(id: string): Promise<void> {
      await db.query("delete from oidc_models where kind = $1 and id = $2", [this.kind, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query("delete from oidc_models where grant_id = $1", [grantId]);
    }
  };
}
