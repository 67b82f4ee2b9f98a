// The overview (/home) in Chromium against the real server: the day's numbers from the local store
// checked against the server's rows, each linking to its screen; the guest-profile flow run from
// the keyboard through its seven steps, each answer saved once on the server, its prompt in the
// notifications answered; and Discard keeping what earlier steps saved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { openSignedInPage, type SignedInPage } from "../support/signed-in-page.ts";
import { signIn } from "../support/sign-in.ts";
import { apiClient, jsonOf } from "../support/api-client.ts";
import { untilInPage as until } from "../support/until-in-page.ts";

let setUp: SignedInPage;
let page: Page;
const account = demoAccounts.individual;

beforeAll(async () => {
  setUp = await openSignedInPage({
    account,
    language: "en_US",
    path: "/home",
    ready: (page) => page.getByTestId("overview-waiting").waitFor(),
  });
  page = setUp.page;
});

afterAll(() => setUp?.close());

const count = async (sql: string) =>
  (await setUp.server.db.query<{ n: number }>(sql, [account.hostId])).rows[0]!.n;

describe("overview", () => {
  it("shows what waits for the host and today's arrivals as the server holds them", async () => {
    expect(await page.getByRole("link", { name: "Overview", exact: true }).count()).toBeGreaterThan(0);
    const requests = await count(
      "select count(*)::int as n from reservations where host_id = $1 and kind = 'booking_request' and status = 'REQUESTED' and not deleted",
    );
    const arrivals = await count(
      "select count(*)::int as n from reservations where host_id = $1 and kind = 'booking' and status <> 'CANCELLED' and not deleted and check_in = current_date",
    );
    const requestsLink = page.getByTestId("overview-waiting").locator('a[href="/reservations/requests"]');
    await until(
      async () => (await requestsLink.getAttribute("data-count")) === String(requests),
      "open requests",
    );
    const arriving = page.getByTestId("overview-today").getByRole("heading", { name: /^Arriving today/ });
    expect(await arriving.textContent()).toBe(`Arriving today (${arrivals})`);
    await requestsLink.click();
    await page.waitForURL(/\/reservations\/requests$/);
    await page.goBack();
    await page.getByTestId("overview-waiting").waitFor();
  });

  it("runs the guest-profile flow from the keyboard and saves every answer on the server", async () => {
    const token = (await signIn(setUp.server.url, account)).accessToken;
    const api = apiClient(setUp.server.url);
    type Preferences = {
      bookingTimes: string[];
      stayDurations: string[];
      groupSizes: string[];
      language: string | null;
    };
    const onServer = () => jsonOf<Preferences>(api(token, "/api/app/user/guest-preferences"));
    const prompt = async () =>
      (
        await jsonOf<Array<{ interactionType: string; interacted: boolean }>>(
          api(token, "/api/app/user/interactions"),
        )
      ).find((i) => i.interactionType === "notification:describeIdealGuest");
    expect((await prompt())?.interacted).toBe(false);

    // Discard after the first question: its answer is kept, the flow closes.
    await page.getByRole("button", { name: "Describe your ideal guest" }).click();
    await page.getByTestId("guest-profile-introduction").waitFor();
    await page.keyboard.press("Enter");
    await page.getByTestId("guest-profile-bookingTimes").waitFor();
    const confirm = page.getByRole("button", { name: "Confirm", exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1");
    await page.getByLabel("Last minute (book days ahead)").check();
    await confirm.click();
    await page.getByTestId("guest-profile-stayDurations").waitFor();
    await page.getByRole("button", { name: "Discard" }).click();
    await page.getByTestId("guest-profile-stayDurations").waitFor({ state: "detached" });
    await until(
      async () => (await onServer()).bookingTimes.join() === "lastMinute",
      "the first answer saved",
    );

    // The whole flow, answers chosen with the keyboard (Space on a focused option, Enter confirms).
    await page.getByRole("button", { name: "Edit your answers" }).click();
    await page.getByTestId("guest-profile-introduction").waitFor();
    await page.keyboard.press("Enter");
    const answer = async (step: string, option: string) => {
      await page.getByTestId(`guest-profile-${step}`).waitFor();
      const input = page.getByLabel(option, { exact: true });
      if (!(await input.isChecked())) {
        await input.focus();
        await page.keyboard.press("Space");
      }
      await page.keyboard.press("Enter");
    };
    await answer("bookingTimes", "Last minute (book days ahead)");
    await answer("stayDurations", "Medium stays (4–7 nights)");
    await answer("startOfStay", "Weekend arrivals");
    await answer("groupSizes", "Families");
    await answer("language", "No preference");
    await page.getByTestId("guest-profile-confirmation").waitFor();
    expect(await page.getByTestId("guest-profile-match").textContent()).toBe("Best match");
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByTestId("guest-profile-confirmation").waitFor({ state: "detached" });
    await until(async () => {
      const saved = await onServer();
      return (
        saved.stayDurations.join() === "mediumStay" &&
        saved.groupSizes.join() === "family" &&
        saved.language === "noPreference"
      );
    }, "every answer on the server");
    await until(async () => (await prompt())?.interacted === true, "the prompt answered");
    await until(
      async () =>
        (await page.getByTestId("overview-guest-profile").textContent())?.includes("Best match") === true,
      "the card's match",
    );
  });

  it("dismisses a task offline at once and switches every unit to instant booking, both reaching the server", async () => {
    const tasks = async () =>
      (
        await setUp.server.db.query<{ type: string; status: string }>(
          "select type, status from host_tasks where host_id = $1 order by type",
          [account.hostId],
        )
      ).rows;
    // Every unit on request, as a change the feed sends (a new change number); the reload pulls it.
    await setUp.server.db.query(
      `with next as (update hosts set change_seq = change_seq + 1 where id = $1 returning change_seq)
       update units set booking_type = 'onRequest', seq = (select change_seq from next) where host_id = $1`,
      [account.hostId],
    );
    await page.reload();
    const card = page.getByTestId("overview-tasks");
    await card.getByTestId("task-bulk_switch_to_instant_booking").waitFor();
    // The units just moved to on request: the setting's warning says what that costs.
    await until(
      async () => (await page.getByTestId("on-request-warning").count()) === 1,
      "the on-request warning",
    );

    await setUp.context.setOffline(true);
    await card
      .getByTestId("task-bulk_switch_to_other_booking_type")
      .getByRole("button", { name: "Dismiss" })
      .click();
    await card.getByTestId("task-bulk_switch_to_other_booking_type").waitFor({ state: "detached" });
    expect(await tasks()).toEqual([]);
    await setUp.context.setOffline(false);
    await until(
      async () =>
        (await tasks()).some((t) => t.type === "bulk_switch_to_other_booking_type" && t.status === "hidden"),
      "the dismissal on the server",
    );

    await card
      .getByTestId("task-bulk_switch_to_instant_booking")
      .getByRole("button", { name: "Open" })
      .click();
    const dialog = page.getByTestId("bulk-switch-bulk_switch_to_instant_booking");
    await dialog.waitFor();
    expect(await dialog.getByLabel("Instant booking (recommended)").isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Booking type saved for all your units").waitFor();
    await until(async () => {
      const { rows } = await setUp.server.db.query<{ booking_type: string }>(
        "select distinct booking_type from units where host_id = $1 and state <> 'DELETED'",
        [account.hostId],
      );
      return rows.length === 1 && rows[0]!.booking_type === "onLine";
    }, "every unit on instant booking");
    await until(
      async () =>
        (await tasks()).some((t) => t.type === "bulk_switch_to_instant_booking" && t.status === "done"),
      "the task done",
    );
    await until(async () => (await page.getByTestId("on-request-warning").count()) === 0, "the warning gone");
    expect(await card.getByText("No tasks right now.").count()).toBe(1);
  });
});
