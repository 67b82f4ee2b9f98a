import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DocumentType } from "../uploads/uploaded-file.ts";
import {
  canStartVerification,
  decideVerification,
  ReviewOutcome,
  startVerification,
  submitVerification,
} from "./verification-review.ts";
import {
  documentTypesOfStep,
  missingRequirements,
  requirementOfStep,
  resumeStep,
  verificationRequirements,
  type VerificationEvidence,
} from "./verification-requirements.ts";
import { VerificationState } from "./verification-state.ts";
import { verificationSteps } from "./verification-steps.ts";

const anyState = fc.constantFrom(...VerificationState.literals);
const anyType = fc.constantFrom("individual" as const, "company" as const);
const anyEvidence: fc.Arbitrary<VerificationEvidence> = fc.record({
  detailsSaved: fc.boolean(),
  owners: fc.nat(3),
  bankAccounts: fc.nat(3),
  documentTypes: fc.subarray([...DocumentType.literals]),
});

describe("the verification's moves (listing spec §4)", () => {
  it("starts from never started, required or failed, and leaves every other state as it is", () => {
    expect(startVerification("VERIFICATION_NEVER_STARTED")).toBe("COLLECTING_DATA");
    expect(startVerification("REQUIRED")).toBe("COLLECTING_DATA");
    expect(startVerification("FAILED")).toBe("COLLECTING_DATA");
    expect(startVerification("IN_PROGRESS")).toBe("IN_PROGRESS");
    expect(startVerification("EXPIRED")).toBe("EXPIRED");
    fc.assert(
      fc.property(anyState, (state) =>
        canStartVerification(state)
          ? startVerification(state) === "COLLECTING_DATA"
          : startVerification(state) === state,
      ),
      { numRuns: 1000 },
    );
  });

  it("hands in only a verification collecting data with nothing missing", () => {
    fc.assert(
      fc.property(anyState, anyType, anyEvidence, (state, type, evidence) => {
        const missing = missingRequirements(type, evidence);
        const move = submitVerification(state, missing);
        if (state !== "COLLECTING_DATA") return !move.ok && move.reason === "not-collecting";
        if (missing.length > 0) return !move.ok && move.reason === "incomplete" && move.missing === missing;
        return move.ok && move.next === "IN_PROGRESS";
      }),
      { numRuns: 1000 },
    );
  });

  it("lets staff decide only on a verification in review: passed is completed, failed is failed", () => {
    expect(decideVerification("IN_PROGRESS", "passed")).toEqual({ ok: true, next: "COMPLETED" });
    expect(decideVerification("IN_PROGRESS", "failed")).toEqual({ ok: true, next: "FAILED" });
    fc.assert(
      fc.property(anyState, fc.constantFrom(...ReviewOutcome.literals), (state, outcome) => {
        const move = decideVerification(state, outcome);
        return move.ok === (state === "IN_PROGRESS");
      }),
      { numRuns: 1000 },
    );
  });
});

describe("what a verification needs (listing spec §2)", () => {
  it("needs nothing more once every step's details and documents are there", () => {
    const everything: VerificationEvidence = {
      detailsSaved: true,
      owners: 1,
      bankAccounts: 1,
      documentTypes: ["passport", "company_registration", "bank_statement"],
    };
    expect(missingRequirements("individual", everything)).toEqual([]);
    expect(missingRequirements("company", everything)).toEqual([]);
  });

  it("asks an individual for no owner and no company document, and a company for both", () => {
    const bare: VerificationEvidence = { detailsSaved: false, owners: 0, bankAccounts: 0, documentTypes: [] };
    expect(missingRequirements("individual", bare)).toEqual([
      "details",
      "identityDocument",
      "bankAccount",
      "payoutDocument",
    ]);
    expect(missingRequirements("company", bare)).toEqual([
      "details",
      "companyDocument",
      "owner",
      "identityDocument",
      "bankAccount",
      "payoutDocument",
    ]);
  });

  it("is met by documents of the step that takes them, and by no other step's", () => {
    fc.assert(
      fc.property(anyType, anyEvidence, (type, evidence) => {
        const missing = missingRequirements(type, evidence);
        // Missing is a subset of the host type's requirements, in their order.
        const all = verificationRequirements(type);
        const inOrder = missing.every((r, i) => i === 0 || all.indexOf(r) > all.indexOf(missing[i - 1]!));
        const uploadTypes = verificationSteps(type).flatMap(documentTypesOfStep);
        const docsCovered = ["identityDocument", "companyDocument", "payoutDocument"]
          .filter((r) => all.includes(r as never))
          .every(
            (r) =>
              missing.includes(r as never) || evidence.documentTypes.some((t) => uploadTypes.includes(t)),
          );
        return inOrder && docsCovered;
      }),
      { numRuns: 1000 },
    );
  });

  it("names the documents of each upload step, and none for a form step", () => {
    expect(documentTypesOfStep("upload-id")).toEqual(["identity_card", "passport", "driving_licence"]);
    expect(documentTypesOfStep("owner-upload/id")).toEqual(documentTypesOfStep("upload-id"));
    expect(documentTypesOfStep("document-upload")).toEqual(["company_registration"]);
    expect(documentTypesOfStep("payout-upload")).toEqual(["bank_statement"]);
    expect(documentTypesOfStep("identity")).toEqual([]);
    expect(documentTypesOfStep("payout-info")).toEqual([]);
  });

  it("fills each requirement by exactly one step of the host's branch", () => {
    for (const type of ["individual", "company"] as const)
      expect(verificationSteps(type).map(requirementOfStep).sort()).toEqual(
        [...verificationRequirements(type)].sort(),
      );
  });

  it("resumes at the first step still missing, or at the last to hand in", () => {
    expect(resumeStep("individual", [])).toBe("payout-upload");
    expect(resumeStep("company", ["owner", "bankAccount"])).toBe("owner/info");
    fc.assert(
      fc.property(anyType, anyEvidence, (type, evidence) => {
        const missing = missingRequirements(type, evidence);
        const step = resumeStep(type, missing);
        const steps = verificationSteps(type);
        const before = steps.slice(0, steps.indexOf(step));
        // Every step before it is done; it is missing unless nothing is.
        return (
          before.every((s) => !missing.includes(requirementOfStep(s))) &&
          (missing.length === 0 || missing.includes(requirementOfStep(step)))
        );
      }),
      { numRuns: 1000 },
    );
  });
});
