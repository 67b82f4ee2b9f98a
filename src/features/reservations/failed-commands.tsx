// The reservations' failed commands (and those of the screens that show every failed command): all
// of them, a conflict saying that someone else changed the reservation.
import { FailedCommandNotices } from "../sync/failed-command-notices.tsx";

export function FailedCommands() {
  return <FailedCommandNotices conflictKey="reservations.conflict" />;
}
