// The name shown for a host (listing spec §3): the alias if present; otherwise first plus last name
// for individuals; otherwise the company name. Blank strings count as absent. When a company has no
// name yet (an unfinished onboarding), the person's name is better than nothing.
import type { UserInfo } from "./user-info.ts";

type Named = Pick<UserInfo, "alias" | "type" | "firstName" | "lastName" | "companyName">;

function present(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

export function displayName(user: Named): string {
  const personal = [present(user.firstName), present(user.lastName)].filter((p) => p !== undefined).join(" ");
  const alias = present(user.alias);
  if (alias !== undefined) return alias;
  if (user.type === "individual") return personal || (present(user.companyName) ?? "");
  return present(user.companyName) ?? personal;
}
