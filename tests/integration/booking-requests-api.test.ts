// The thin path's API against the real server: sign-in, user info, booking requests, confirm with
// Idempotency-Key, error shapes, tenancy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let anna: string;
let alpine: string;

const api = (token: string | undefined, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.headers as Record<string, string>),
    },
  });

interface Page {
  data: Array<{ id: string; status: string; checkIn: string; propertyUnitSummary: { publicId: string } }>;
  pagination: { current: number; next: number | null };
}

beforeAll(async () => {
  server = await startTestServer();
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
  alpine = (await signIn(server.url, demoAccounts.company)).accessToken;
});
afterAll(() => server.close());

describe("authentication", () => {
  it("answers 401 in the problem shape without a token, and with a forged one", async () => {
    for (const token of [undefined, "not-a-jwt", `${anna.slice(0, -4)}AAAA`]) {
      const response = await api(token, "/api/app/user/info");
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        type: "/problems/unauthorized",
        title: "Unauthorized",
        status: 401,
      });
    }
  });

  it("refuses a wrong password on the sign-in page", async () => {
    await expect(
      signIn(server.url, { email: demoAccounts.individual.email, password: "wrong" }),
    ).rejects.toThrow();
  });

  it("gives each host their own user info", async () => {
    const info = (await (await api(anna, "/api/app/user/info")).json()) as Record<string, unknown>;
    expect(info).toMatchObject({
      userId: "host-anna",
      type: "individual",
      firstName: "Anna",
      isImpersonating: false,
    });
    const company = (await (await api(alpine, "/api/app/user/info")).json()) as Record<string, unknown>;
    expect(company).toMatchObject({
      userId: "host-alpine",
      type: "company",
      companyName: "Alpine Stays GmbH",
    });
  });

  it("lets staff act as a host, flagged on the user info and recorded in the audit log", async () => {
    const staff = await signIn(server.url, { ...demoAccounts.staff, actAsHostId: "host-alpine" });
    const info = (await (await api(staff.accessToken, "/api/app/user/info")).json()) as Record<
      string,
      unknown
    >;
    expect(info).toMatchObject({ userId: "host-alpine", isImpersonating: true });
    const audit = await server.db.query<{ staff_account_id: string }>(
      "select staff_account_id from impersonation_audit where host_id = 'host-alpine'",
    );
    expect(audit.rows.map((r) => r.staff_account_id)).toContain("acct-staff");
  });
});

describe("booking requests", () => {
  it("lists only the host's requests, filtered by state, with pages", async () => {
    const page = (await (
      await api(anna, "/api/app/booking-requests?state=REQUESTED&limit=3")
    ).json()) as Page;
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((r) => r.status === "REQUESTED")).toBe(true);
    expect(page.pagination.current).toBe(1);
    const annaUnits = ["unit-limone", "unit-olive", "unit-lavender", "unit-rosemary", "unit-fig"];
    expect(page.data.every((r) => annaUnits.includes(r.propertyUnitSummary.publicId))).toBe(true);
  });

  it("answers 400, not 500, for a date that does not exist", async () => {
    const response = await api(anna, "/api/app/booking-requests?checkIn.to=2025-13-45");
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { invalidParams: Array<{ name: string }> }).invalidParams[0]?.name,
    ).toBe("checkIn.to");
  });

  it("refuses to confirm a request whose nights a block already holds", async () => {
    const page = (await (await api(anna, "/api/app/booking-requests?state=REQUESTED")).json()) as Page;
    const target = page.data.at(-1)!;
    const request = (await (await api(anna, `/api/app/booking-requests/${target.id}`)).json()) as {
      checkIn: string;
      checkOut: string;
    };
    const block = await api(
      anna,
      `/api/app/properties/${target.propertyUnitSummary.publicId}/unavailabilities/block`,
      {
        method: "POST",
        body: JSON.stringify({ dateFrom: request.checkIn, dateTo: request.checkOut }),
      },
    );
    expect(block.status).toBe(200);
    const confirm = await api(anna, `/api/app/booking-requests/${target.id}/confirm`, { method: "POST" });
    expect(confirm.status).toBe(409);
    expect(
      ((await (await api(anna, `/api/app/booking-requests/${target.id}`)).json()) as { status: string })
        .status,
    ).toBe("REQUESTED");
  });

  it("answers 400 with the invalid parameters for a bad query", async () => {
    const response = await api(anna, "/api/app/booking-requests?state=MAYBE&limit=0");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; invalidParams: Array<{ name: string }> };
    expect(body.type).toBe("/problems/bad-request");
    expect(body.invalidParams.map((p) => p.name).sort()).toEqual(["limit", "state"]);
  });

  it("confirms once per Idempotency-Key and replays the stored answer byte for byte", async () => {
    const before = (await (await api(anna, "/api/app/booking-requests-pending-count")).json()) as {
      count: number;
    };
    const page = (await (await api(anna, "/api/app/booking-requests?state=REQUESTED")).json()) as Page;
    const target = page.data[0]!;
    const key = randomUUID();
    const send = () =>
      api(anna, `/api/app/booking-requests/${target.id}/confirm`, {
        method: "POST",
        headers: { "idempotency-key": key },
      });
    const first = await send();
    const firstText = await first.text();
    expect(first.status).toBe(200);
    expect(JSON.parse(firstText)).toMatchObject({ id: target.id, status: "CONFIRMED" });
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(firstText);
    const after = (await (await api(anna, "/api/app/booking-requests-pending-count")).json()) as {
      count: number;
    };
    expect(after.count).toBe(before.count - 1);
    const bookings = await server.db.query("select id from reservations where source_request_id = $1", [
      target.id,
    ]);
    expect(bookings.rows).toHaveLength(1);
  });

  it("refuses a second decision with 409, and the same key with another body with 422", async () => {
    const page = (await (await api(anna, "/api/app/booking-requests?state=REQUESTED")).json()) as Page;
    const target = page.data[0]!;
    const confirm = await api(anna, `/api/app/booking-requests/${target.id}/confirm`, { method: "POST" });
    expect(confirm.status).toBe(200);
    const reject = await api(anna, `/api/app/booking-requests/${target.id}/reject`, {
      method: "POST",
      body: JSON.stringify({ reason: "OTHER", explanation: "Too late" }),
    });
    expect(reject.status).toBe(409);
    expect(reject.headers.get("content-type")).toContain("application/problem+json");
    expect(((await reject.json()) as { type: string }).type).toBe("/problems/invalid-transition");
    const again = await api(anna, `/api/app/booking-requests/${target.id}/confirm`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(again.headers.get("content-type")).toContain("application/problem+json");

    const key = randomUUID();
    const other = page.data[1]!;
    const r1 = await api(anna, `/api/app/booking-requests/${other.id}/reject`, {
      method: "POST",
      headers: { "idempotency-key": key },
      body: JSON.stringify({ reason: "RATES_MISMATCH" }),
    });
    expect(r1.status).toBe(200);
    const r2 = await api(anna, `/api/app/booking-requests/${other.id}/reject`, {
      method: "POST",
      headers: { "idempotency-key": key },
      body: JSON.stringify({ reason: "OTHER", explanation: "different" }),
    });
    expect(r2.status).toBe(422);
  });

  it("rejects unknown fields instead of storing them (no mass assignment)", async () => {
    const page = (await (await api(anna, "/api/app/booking-requests?state=REQUESTED")).json()) as Page;
    const response = await api(anna, `/api/app/booking-requests/${page.data[0]!.id}/reject`, {
      method: "POST",
      body: JSON.stringify({ reason: "OTHER", explanation: "x", hostId: "host-alpine", status: "CONFIRMED" }),
    });
    expect(response.status).toBe(400);
    const stillOpen = (await (await api(anna, `/api/app/booking-requests/${page.data[0]!.id}`)).json()) as {
      status: string;
    };
    expect(stillOpen.status).toBe("REQUESTED");
  });

  it("answers 400 for malformed JSON, never 500", async () => {
    const page = (await (await api(anna, "/api/app/booking-requests?state=REQUESTED")).json()) as Page;
    const response = await api(anna, `/api/app/booking-requests/${page.data[0]!.id}/reject`, {
      method: "POST",
      body: "{nope",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("answers 404 for another host's booking request, for reads and writes", async () => {
    const page = (await (await api(anna, "/api/app/booking-requests?state=REQUESTED")).json()) as Page;
    const annas = page.data[0]!.id;
    expect((await api(alpine, `/api/app/booking-requests/${annas}`)).status).toBe(404);
    for (const [action, body] of [
      ["confirm", null],
      ["reject", JSON.stringify({ reason: "RATES_MISMATCH" })],
    ] as const) {
      const refused = await api(alpine, `/api/app/booking-requests/${annas}/${action}`, {
        method: "POST",
        body,
      });
      expect(refused.status, action).toBe(404);
      // A refusal is a problem detail, whichever command it refuses.
      expect(refused.headers.get("content-type"), action).toContain("application/problem+json");
    }
    const still = (await (await api(anna, `/api/app/booking-requests/${annas}`)).json()) as {
      status: string;
    };
    expect(still.status).toBe("REQUESTED");
  });
});
