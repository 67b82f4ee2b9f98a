// One read of the account area from the server: loading, then the answer decoded by its domain
// schema, or an error the tab shows with a way to try again.
import { useCallback, useEffect, useState } from "react";
import { Schema } from "effect";
import { useSession } from "../../app/session.tsx";

export type AccountRead<T> =
  | { readonly state: "loading" }
  | { readonly state: "error"; readonly message: string }
  | { readonly state: "ready"; readonly data: T };

export function useAccountRead<T>(
  path: string,
  schema: Schema.Codec<T, unknown>,
): AccountRead<T> & { reload: () => void } {
  const { api } = useSession();
  const [read, setRead] = useState<AccountRead<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setRead({ state: "loading" });
    api.request("GET", path).then(
      (answer) => {
        if (!current) return;
        const decoded = Schema.decodeUnknownExit(schema)(answer);
        setRead(
          decoded._tag === "Success"
            ? { state: "ready", data: decoded.value }
            : { state: "error", message: `Unexpected answer from ${path}` },
        );
      },
      (error: unknown) => {
        if (current) setRead({ state: "error", message: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [api, path, schema, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...read, reload };
}
