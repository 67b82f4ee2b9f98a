// The subscription reads that are not in the local store (the host's coin subscription, the plans
// on offer): asked from the network when a page opens or `version` changes, and kept on the device,
// so the pages still show last time's answer offline.
import { useCallback, useEffect, useState } from "react";
import type { Schema } from "effect";
import { useSession } from "../../app/session.tsx";
import { keptAnswer, keptCopy } from "../../app/kept-answer.ts";

/** `undefined` while the first answer is awaited, then the answer, or null when none could be had. */
export function useKeptRead<T>(
  key: string,
  schema: Schema.Codec<T, unknown>,
  path: string,
  version: unknown = 0,
): { readonly value: T | null | undefined; readonly reload: () => void } {
  const { api } = useSession();
  const [value, setValue] = useState<T | null | undefined>(() => keptCopy(key, schema) ?? undefined);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let current = true;
    void keptAnswer(key, schema, () => api.request<unknown>("GET", path)).then((answer) => {
      if (current) setValue((kept) => answer ?? kept ?? null);
    });
    return () => {
      current = false;
    };
  }, [api, key, schema, path, version, asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { value, reload };
}
