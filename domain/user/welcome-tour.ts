// The welcome tour for migrated accounts (operations spec §1, §4): six tutorial videos in a video
// modal, a list modal and a single-video modal. The spec names neither the videos nor how a closed
// tour is remembered (docs/decisions.md): the six tutorials are the screens a host moving over uses
// first, each with a link to try it on the real screen, and closing the tour records the
// `welcomeTour` interaction through PUT /api/app/user/interaction, which user info then reports.
import type { UserInfo } from "./user-info.ts";

/** The interaction key a closed tour is recorded under. */
export const welcomeTourInteraction = "welcomeTour";

export interface TourVideo {
  readonly id: string;
  /** i18n keys under shell.tour.videos.{id}: title and summary. */
  readonly titleKey: string;
  readonly summaryKey: string;
  /** The screen the video is about, for "Try it". */
  readonly tryPath: string;
  /** Running time shown on the card, in seconds. */
  readonly seconds: number;
}

const video = (id: string, tryPath: string, seconds: number): TourVideo => ({
  id,
  titleKey: `shell.tour.videos.${id}.title`,
  summaryKey: `shell.tour.videos.${id}.summary`,
  tryPath,
  seconds,
});

export const welcomeTourVideos: readonly TourVideo[] = [
  video("welcome", "/reservations/requests", 75),
  video("requests", "/reservations/requests", 90),
  video("bookings", "/reservations/upcoming", 80),
  video("calendar", "/calendar", 105),
  video("inbox", "/messages/all", 85),
  video("offline", "/reservations/all", 60),
];

/**
 * Shown to a migrated account until it is closed. `pendingInteractions` are the interaction keys of
 * commands still waiting in the outbox: a tour closed offline stays closed before the server knows.
 * A user info without the flag (an older server) shows nothing rather than a tour that cannot close.
 */
export function shouldShowWelcomeTour(
  info: Pick<UserInfo, "accountSource" | "welcomeTourSeen"> | undefined,
  pendingInteractions: ReadonlySet<string>,
): boolean {
  return (
    info?.accountSource === "migrated" &&
    info.welcomeTourSeen === false &&
    !pendingInteractions.has(welcomeTourInteraction)
  );
}
