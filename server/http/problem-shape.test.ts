import { describe, expect, it } from "vitest";
import { problemShape } from "./problem-shape.ts";

describe("problemShape", () => {
  it("restates a plain JSON error as a problem detail, keeping what it said", () => {
    expect(JSON.parse(problemShape(404, '{"message":"No such booking request"}'))).toEqual({
      message: "No such booking request",
      type: "/problems/not-found",
      title: "Not Found",
      status: 404,
      detail: "No such booking request",
    });
  });

  it("keeps a problem detail's own type and title, and sets the status the answer has", () => {
    const body = JSON.parse(
      problemShape(
        409,
        '{"type":"/problems/invalid-transition","title":"Conflict","status":200,"detail":"x"}',
      ),
    ) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: "/problems/invalid-transition",
      title: "Conflict",
      status: 409,
      detail: "x",
    });
  });

  it("gives a body that is not a JSON object a problem of its status alone", () => {
    expect(JSON.parse(problemShape(429, "[1,2]"))).toEqual({
      type: "/problems/too-many-requests",
      title: "Too Many Requests",
      status: 429,
    });
    expect(JSON.parse(problemShape(502, "not json"))).toMatchObject({
      type: "/problems/internal",
      status: 502,
    });
  });
});
