// The one parser of JSON request bodies. Before JSON.parse it counts how deep the text nests and
// refuses more than the domain allows, so nothing after it (the idempotency fingerprint, the NUL
// guard, a schema) walks a value deep enough to overflow the stack; after it, a string or key with a
// lone surrogate is refused with its path. Prototype keys stay refused as Fastify's own parser does.
import type { FastifyInstance } from "fastify";
import { loneSurrogatePath, maxJsonNesting, nestsDeeperThan } from "../../domain/validation/json-text.ts";
import { badRequest } from "./problem.ts";

export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, maxJsonNesting)) {
      done(badRequest(`The body nests objects or arrays more than ${maxJsonNesting} deep.`), undefined);
      return;
    }
    void parse(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const path = loneSurrogatePath(value);
      if (path === undefined) return done(null, value);
      done(
        badRequest("Text must be well-formed Unicode.", [
          { name: path || "body", type: "invalid", reason: "holds a lone UTF-16 surrogate" },
        ]),
        undefined,
      );
    });
  });
}
