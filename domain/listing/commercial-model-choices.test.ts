import { describe, expect, it } from "vitest";
import { commercialModelChoices } from "./commercial-model-choices.ts";

describe("business-model choices", () => {
  it("offers commission or hybrid on the commission page, and every model on the commercial-model page", () => {
    expect(commercialModelChoices("commission-model")).toEqual(["commission", "hybrid"]);
    expect(commercialModelChoices("commercial-model")).toEqual(["commission", "hybrid", "subscription"]);
  });
});
