// Property commands the server refused (a property deleted while a unit was added on another device,
// a second unit for a single-unit property), shown as every failed command is
// (failed-command-notices.tsx): only the commands about what the page shows.
import { useCallback } from "react";
import type { OutboxEntry } from "../../../sync/local-schemas.ts";
import { FailedCommandNotices } from "../sync/failed-command-notices.tsx";

const propertyCommands = new Set([
  "createProperty",
  "updateProperty",
  "savePropertyLocation",
  "deleteProperty",
  "createUnit",
]);

/** The property a property command is about. */
function propertyOf(entry: OutboxEntry): string | undefined {
  const id = (entry.payload as { propertyId?: unknown }).propertyId;
  return typeof id === "string" ? id : undefined;
}

export function PropertyFailedCommands(props: {
  /** One property's commands; all property commands when absent (the list of properties). */
  propertyId?: string;
}) {
  const { propertyId } = props;
  const shows = useCallback(
    (entry: OutboxEntry) =>
      propertyCommands.has(entry.type) && (propertyId === undefined || propertyOf(entry) === propertyId),
    [propertyId],
  );
  return <FailedCommandNotices shows={shows} />;
}
