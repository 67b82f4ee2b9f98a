// Changing the host's own account fields (listing spec §7: PATCH /api/app/user/info). The user info
// is no synced collection but one document the device keeps (the store's meta "userInfo"): the
// command changes no collection here, and the engine draws it over that document with
// `patchedUserInfo` (sync/user-info-overlay.ts), the same rule the server stores with.
import { defineCommand } from "./command.ts";
import { pickDefined } from "./document-update.ts";
import { UserInfoPatch, userInfoPatchFields } from "../user/user-info-patch.ts";

export const updateUserInfo = defineCommand({
  type: "updateUserInfo",
  payload: UserInfoPatch,
  summary: "Change the host's names, alias, language or phone; returns the updated user info",
  method: "PATCH",
  path: "/api/app/user/info",
  body: UserInfoPatch,
  bodyOf: (p) => pickDefined(p, userInfoPatchFields),
  // One account: its changes replay in the order they were made, the last one winning.
  aggregateOf: () => "user-info",
  apply: () => ({}),
});
