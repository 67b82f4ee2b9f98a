// Composing and reading notification keys. The separator cannot occur in a prefix or a type, so the
// unit id, which is free text, is simply everything after the second separator.
import { Schema } from "effect";
import type { UnitId } from "../ids.ts";
import { NotificationType } from "./notification.ts";

export const notificationKeySeparator = ":";

export const NotificationPrefix = Schema.String.check(Schema.isPattern(/^[a-zA-Z][a-zA-Z0-9_-]*$/));
export type NotificationPrefix = typeof NotificationPrefix.Type;

export interface NotificationKeyParts {
  readonly prefix: NotificationPrefix;
  readonly type: NotificationType;
  readonly unitId?: UnitId;
}

export function notificationKey(parts: NotificationKeyParts): string {
  const head = `${parts.prefix}${notificationKeySeparator}${parts.type}`;
  return parts.unitId === undefined ? head : `${head}${notificationKeySeparator}${parts.unitId}`;
}

const isNotificationType = Schema.is(NotificationType);
const isPrefix = Schema.is(NotificationPrefix);

/** The parts of a key, or undefined when the key was not composed by notificationKey. */
export function parseNotificationKey(key: string): NotificationKeyParts | undefined {
  const first = key.indexOf(notificationKeySeparator);
  if (first === -1) return undefined;
  const second = key.indexOf(notificationKeySeparator, first + 1);
  const prefix = key.slice(0, first);
  const type = key.slice(first + 1, second === -1 ? undefined : second);
  if (!isPrefix(prefix) || !isNotificationType(type)) return undefined;
  if (second === -1) return { prefix, type };
  const unitId = key.slice(second + 1);
  return unitId === "" ? undefined : { prefix, type, unitId: unitId as UnitId };
}
