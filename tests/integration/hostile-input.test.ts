// Hostile input against the real server, one named case per kind of defect a hostile caller found:
// impossible dates and times, lone surrogates, deep nesting, out-of-range checkpoints, bodies past
// the limit, and text fields with no bounds. Each must be refused as a problem detail (a field
// path where there is one), never a 500, a dropped connection or a stored value.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../server/seed/demo-seed.ts";
import { apiClient, expectInvalidParams, expectProblem, type Api } from "../support/api-client.ts";
import { signIn } from "../support/sign-in.ts";
import { startTestServer } from "../support/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: Api;
let anna: string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  anna = (await signIn(server.url, demoAccounts.individual)).accessToken;
});
afterAll(() => server.close());

const send = (method: string, path: string, body: string) => api(anna, path, { method, body });

describe("impossible dates and times", () => {
  for (const createdAt of ["2026-02-30", "2026-13-01", "2026-11-01T25:61:00Z", "2026-02-29T10:00:00Z"]) {
    it(`refuses createdAt ${createdAt} with a field error`, async () => {
      const body = JSON.stringify([
        { interactionType: "notification:describeIdealGuest", createdAt, interacted: true },
      ]);
      await expectInvalidParams(send("PUT", "/api/app/user/interaction", body), ["0.createdAt"]);
    });
  }

  it("still takes a real date and a real instant with an offset", async () => {
    for (const createdAt of ["2028-02-29", "2026-11-01T23:59:59+02:00"]) {
      const body = JSON.stringify([
        { interactionType: "notification:describeIdealGuest", createdAt, interacted: true },
      ]);
      expect((await send("PUT", "/api/app/user/interaction", body)).status).toBe(200);
    }
  });
});

describe("lone surrogates", () => {
  const cases: Array<[string, string, string, string]> = [
    ["PATCH", "/api/app/user/host-details", '{"aboutHost":"\\ud800x"}', "aboutHost"],
    [
      "POST",
      "/api/app/user/onboarding/saveIndividualDetails",
      '{"firstName":"A\\udfff","lastName":"B","email":"a@example.com","phoneNumber":null}',
      "firstName",
    ],
    [
      "PUT",
      "/api/app/user/payout-details",
      '{"bankAccounts":[{"accountHolder":"x\\ud83d","iban":"DE89370400440532013000","bic":null,"currency":"EUR"}]}',
      "bankAccounts.0.accountHolder",
    ],
    ["PUT", "/api/app/reviews/new/unit-bergblick", '{"\\ud800":1}', "\ud800"],
  ];
  for (const [method, path, body, field] of cases) {
    it(`${method} ${path} refuses one, naming ${JSON.stringify(field)}`, async () => {
      await expectInvalidParams(send(method, path, body), [field]);
    });
  }

  it("takes a well-formed pair (an astral character)", async () => {
    const response = await send("PATCH", "/api/app/user/host-details", '{"aboutHost":"\\ud83c\\udfe1 home"}');
    expect(response.status).toBe(200);
  });
});

describe("deep nesting", () => {
  const objects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
  const arrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  for (const [name, body] of [
    ["5,000 nested objects", objects(5_000)],
    ["5,000 nested arrays", arrays(5_000)],
    ["65 nested objects under a field", `{"x":${objects(65)}}`],
  ] as const) {
    it(`refuses ${name} with a 400 before anything walks it`, async () => {
      const body_ = await expectProblem(
        send("PUT", "/api/app/reviews/new/unit-bergblick", body),
        400,
        "/problems/bad-request",
      );
      expect(body_.detail).toMatch(/nest/i);
    });
  }

  it("lets brackets inside strings be", async () => {
    const response = await send(
      "PATCH",
      "/api/app/user/host-details",
      JSON.stringify({ aboutHost: "[".repeat(500) }),
    );
    expect(response.status).toBe(200);
  });
});

describe("checkpoints out of range", () => {
  for (const [collection, seq] of [
    ["messages", "99999999999999999999"],
    ["reservations", "9223372036854775807"],
    ["channels", "1e20"],
    ["unavailabilities", "-99999999999999999999"],
    ["messages", "1.5"],
    ["units", "-1"],
  ] as const) {
    it(`refuses ${collection}?seq=${seq} with a 400 naming seq`, async () => {
      await expectInvalidParams(api(anna, `/api/app/sync/${collection}/pull?seq=${seq}&id=x`), ["seq"]);
    });
  }

  it("refuses a records checkpoint past the safe integers", async () => {
    const after = encodeURIComponent('{"reviews":{"seq":99999999999999999999,"id":"x"}}');
    const response = await api(anna, `/api/app/sync/records/pull?after=${after}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("still takes the largest safe checkpoint", async () => {
    const response = await api(anna, `/api/app/sync/messages/pull?seq=${Number.MAX_SAFE_INTEGER}&id=x`);
    expect(response.status).toBe(200);
  });
});

/** Sends a body with node:http and reports the answer, or how the connection ended without one. */
function rawPost(
  path: string,
  contentType: string,
  body: Buffer,
): Promise<{ status: number; contentType: string; text: string } | { error: string }> {
  const url = new URL(path, server.url);
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: path.endsWith("/image") ? "POST" : "PUT",
        headers: {
          authorization: `Bearer ${anna}`,
          "content-type": contentType,
          "content-length": String(body.length),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, contentType: res.headers["content-type"] ?? "", text }),
        );
        res.on("error", (error) => resolve({ error: error.message }));
      },
    );
    req.on("error", (error) => resolve({ error: error.message }));
    // Written in pieces, as a client on a real network does: the server answers before the end.
    let at = 0;
    const write = () => {
      while (at < body.length) {
        const piece = body.subarray(at, at + 64 * 1024);
        at += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

function expectTooLarge(answer: Awaited<ReturnType<typeof rawPost>>) {
  expect("error" in answer ? answer.error : "an answer").toBe("an answer");
  if ("error" in answer) return;
  expect(answer.status, answer.text).toBe(413);
  expect(answer.contentType).toContain("application/problem+json");
}

describe("bodies past the limit", () => {
  it("answers a 2.7 MB JSON body with a 413 problem detail, not a reset", async () => {
    const body = Buffer.from(JSON.stringify({ bankAccounts: [{ accountHolder: "x".repeat(2_700_000) }] }));
    const answer = await rawPost("/api/app/user/payout-details", "application/json", body);
    expectTooLarge(answer);
  });

  it("answers the same body sent whole by fetch with a 413 problem detail", async () => {
    const body = JSON.stringify({ bankAccounts: [{ accountHolder: "x".repeat(2_700_000) }] });
    await expectProblem(
      send("PUT", "/api/app/user/payout-details", body),
      413,
      "/problems/payload-too-large",
    );
    const upload = new FormData();
    upload.append("file", new Blob([new Uint8Array(30 * 1024 * 1024)], { type: "image/jpeg" }), "big.jpg");
    await expectProblem(
      fetch(`${server.url}/api/app/user/image`, {
        method: "POST",
        body: upload,
        headers: { authorization: `Bearer ${anna}` },
      }),
      413,
      "/problems/payload-too-large",
    );
  });

  it("answers a 30 MB upload with a 413 problem detail, not a reset", async () => {
    const boundary = "----hearth-large";
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
    );
    const body = Buffer.concat([
      head,
      Buffer.alloc(30 * 1024 * 1024, 0x41),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await rawPost("/api/app/user/image", `multipart/form-data; boundary=${boundary}`, body);
    expectTooLarge(answer);
  });
});

describe("text fields with bounds", () => {
  const individual = (fields: Record<string, unknown>) =>
    JSON.stringify({
      firstName: "Anna",
      lastName: "Berger",
      email: "anna@example.com",
      phoneNumber: null,
      ...fields,
    });
  for (const [name, fields, field] of [
    ["an empty email", { email: "" }, "email"],
    ["an email of NaN", { email: "NaN" }, "email"],
    ["an email of 100,000 characters", { email: `${"a".repeat(100_000)}@example.com` }, "email"],
    ["a first name of 900,000 characters", { firstName: "x".repeat(900_000) }, "firstName"],
    ["a blank first name", { firstName: "   " }, "firstName"],
  ] as const) {
    it(`saveIndividualDetails refuses ${name}`, async () => {
      await expectInvalidParams(
        send("POST", "/api/app/user/onboarding/saveIndividualDetails", individual(fields)),
        [field],
      );
    });
  }

  it("refuses an aboutHost of 900,000 characters", async () => {
    await expectInvalidParams(
      send("PATCH", "/api/app/user/host-details", JSON.stringify({ aboutHost: "x".repeat(900_000) })),
      ["aboutHost"],
    );
  });

  it("refuses address fields past their lengths, naming each, and keeps the details as they were", async () => {
    const details = async () => (await api(anna, "/api/app/user/host-details")).text();
    const before = await details();
    const address = {
      countryCode: "AUT",
      city: "x".repeat(201),
      street: "x".repeat(300_000),
      houseNumberOrName: "4",
      postalCode: "1".repeat(21),
      state: "Wien",
    };
    await expectInvalidParams(
      send(
        "PATCH",
        "/api/app/user/host-details",
        JSON.stringify({ address, principalAddress: { sameAsAddress: false, address } }),
      ),
      ["countryCode", "city", "street", "postalCode", "state"].flatMap((field) => [
        `address.${field}`,
        `principalAddress.address.${field}`,
      ]),
    );
    expect(await details()).toBe(before);
    const fits = {
      ...address,
      countryCode: "AT",
      city: "Wien",
      street: "Operngasse",
      postalCode: "1010",
      state: "9",
    };
    const saved = await api(anna, "/api/app/user/host-details", {
      method: "PATCH",
      body: JSON.stringify({ address: fits }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as { address: unknown }).address).toEqual(fits);
  });

  it("refuses an empty and a 900,000-character unit title", async () => {
    const { rows } = await server.db.query<{ id: string }>(
      "select id from units where host_id = 'host-anna' and state <> 'DELETED' order by id limit 1",
    );
    for (const title of ["", "  ", "x".repeat(900_000)]) {
      await expectInvalidParams(
        send("PATCH", `/api/app/property-unit/${rows[0]!.id}`, JSON.stringify({ title })),
        ["title"],
      );
    }
  });
});
