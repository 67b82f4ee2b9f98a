// A verification's state comes back with user info, which the whole shell (the banner, the header
// dropdown) reads from the local store: after a move, the fresh user info is stored there.
import { useCallback } from "react";
import { Schema } from "effect";
import { UserInfo } from "../../../domain/user/user-info.ts";
import { useSession } from "../../app/session.tsx";

const decodeUserInfo = Schema.decodeUnknownSync(UserInfo);

export function useRefreshUserInfo(): () => Promise<void> {
  const { api, db } = useSession();
  return useCallback(async () => {
    const fresh = decodeUserInfo(await api.request("GET", "/api/app/user/info"));
    await db.collections.meta.upsert({ key: "userInfo", value: fresh });
  }, [api, db]);
}
