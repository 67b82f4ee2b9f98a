import { describe, expect, it } from "vitest";
import { normaliseSignUp, passwordMaxLength, passwordMinLength, signUpProblems } from "./sign-up.ts";

const valid = { name: "Maria Rossi", email: "maria@example.test", password: "a long enough secret" };

describe("normaliseSignUp", () => {
  it("trims the name and e-mail, lower-cases the e-mail and keeps the password as typed", () => {
    expect(
      normaliseSignUp({ name: "  Maria \t  Rossi ", email: " Maria@Example.TEST ", password: " pw " }),
    ).toEqual({ name: "Maria Rossi", email: "maria@example.test", password: " pw " });
  });

  it("drops control characters from the name", () => {
    expect(normaliseSignUp({ name: "Maria\u0000 Rossi\u0007" }).name).toBe("Maria Rossi");
  });

  it("reads anything that is not a string as empty", () => {
    expect(normaliseSignUp({ name: ["x"], email: 3, password: undefined })).toEqual({
      name: "",
      email: "",
      password: "",
    });
  });
});

describe("signUpProblems", () => {
  it("accepts a name, an address and a long enough password", () => {
    expect(signUpProblems(valid)).toEqual([]);
  });

  it("names every missing field, in the form's order", () => {
    expect(signUpProblems({ name: "", email: "", password: "" })).toEqual([
      { field: "name", problem: "nameMissing" },
      { field: "email", problem: "emailMissing" },
      { field: "password", problem: "passwordMissing" },
    ]);
  });

  it("refuses addresses without one @ and a dotted domain", () => {
    for (const email of ["maria", "maria@", "@example.test", "maria@example", "a@b@c.de", "ma ria@x.de"])
      expect(signUpProblems({ ...valid, email }), email).toEqual([
        { field: "email", problem: "emailInvalid" },
      ]);
    expect(signUpProblems({ ...valid, email: `${"m".repeat(250)}@x.de` })).toEqual([
      { field: "email", problem: "emailInvalid" },
    ]);
  });

  it("holds passwords between the limits, counting characters rather than UTF-16 units", () => {
    expect(signUpProblems({ ...valid, password: "x".repeat(passwordMinLength - 1) })).toEqual([
      { field: "password", problem: "passwordTooShort" },
    ]);
    expect(signUpProblems({ ...valid, password: "x".repeat(passwordMinLength) })).toEqual([]);
    // Five emoji are ten UTF-16 units but five characters: too short.
    expect(signUpProblems({ ...valid, password: "🔑".repeat(5) })).toEqual([
      { field: "password", problem: "passwordTooShort" },
    ]);
    expect(signUpProblems({ ...valid, password: "x".repeat(passwordMaxLength + 1) })).toEqual([
      { field: "password", problem: "passwordTooLong" },
    ]);
  });

  it("refuses the e-mail address as the password", () => {
    expect(signUpProblems({ ...valid, password: "Maria@Example.test" })).toEqual([
      { field: "password", problem: "passwordIsEmail" },
    ]);
  });

  it("refuses names that are too long", () => {
    expect(signUpProblems({ ...valid, name: "n".repeat(101) })).toEqual([
      { field: "name", problem: "nameTooLong" },
    ]);
  });
});
