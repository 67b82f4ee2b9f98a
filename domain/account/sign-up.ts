// The sign-up form of the embedded identity provider (operations spec §2, /redirect/register): what
// a new host gives (name, e-mail, password) and what makes it acceptable. The password rule follows
// NIST SP 800-63B: a minimum length and no composition rules (they push people to predictable
// patterns), a maximum only so that hashing a pasted novel cannot tie up the server, and not the
// e-mail address itself. Lengths count characters as people see them (code points), not UTF-16 units.

export const passwordMinLength = 10;
export const passwordMaxLength = 128;
export const nameMaxLength = 100;
/** RFC 5321's limit on a forward path, which bounds any address that can receive mail. */
export const emailMaxLength = 254;

export interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

export type SignUpField = keyof SignUpInput;

export type SignUpProblem =
  | "nameMissing"
  | "nameTooLong"
  | "emailMissing"
  | "emailInvalid"
  | "passwordMissing"
  | "passwordTooShort"
  | "passwordTooLong"
  | "passwordIsEmail";

export interface SignUpFieldProblem {
  readonly field: SignUpField;
  readonly problem: SignUpProblem;
}

/**
 * The form's values as they will be stored: the name trimmed, its inner runs of white space made
 * single and control characters dropped (they have no place in a name shown on screens), the e-mail trimmed and lower-cased (sign-in looks e-mails up lower-cased), the
 * password exactly as typed. Anything that is not a string counts as empty.
 */
export function normaliseSignUp(raw: Partial<Record<SignUpField, unknown>>): SignUpInput {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    name: text(raw.name)
      .replace(/\p{Cc}/gu, (c) => (/\s/.test(c) ? " " : ""))
      .replace(/\s+/g, " ")
      .trim(),
    email: text(raw.email).trim().toLowerCase(),
    password: text(raw.password),
  };
}

// One @, something before it, a dot in the domain, and no white space or control characters: the
// mailbox itself is proven only by mail reaching it, so a stricter pattern would refuse real
// addresses without making any address real.
const emailPattern = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

const length = (text: string) => [...text].length;

/** Every problem of a normalised sign-up, at most one per field, in the form's field order. */
export function signUpProblems(input: SignUpInput): readonly SignUpFieldProblem[] {
  const problems: SignUpFieldProblem[] = [];
  if (input.name === "") problems.push({ field: "name", problem: "nameMissing" });
  else if (length(input.name) > nameMaxLength) problems.push({ field: "name", problem: "nameTooLong" });

  if (input.email === "") problems.push({ field: "email", problem: "emailMissing" });
  else if (length(input.email) > emailMaxLength || !emailPattern.test(input.email))
    problems.push({ field: "email", problem: "emailInvalid" });

  const passwordLength = length(input.password);
  if (passwordLength === 0) problems.push({ field: "password", problem: "passwordMissing" });
  else if (passwordLength < passwordMinLength)
    problems.push({ field: "password", problem: "passwordTooShort" });
  else if (passwordLength > passwordMaxLength)
    problems.push({ field: "password", problem: "passwordTooLong" });
  else if (input.email !== "" && input.password.trim().toLowerCase() === input.email)
    problems.push({ field: "password", problem: "passwordIsEmail" });
  return problems;
}
