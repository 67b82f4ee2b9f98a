// Hearth's own sign-in and sign-up pages for the embedded provider. Plain HTML forms, no script: they
// work with any browser and keep the provider's pages free of client code. Their words come in the
// visitor's language (identity-texts.ts). Each form carries that language in a hidden `lang` field, so
// an answer that has no interaction to ask (the rate limit's) still speaks it.
import {
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
  type SignUpField,
  type SignUpFieldProblem,
} from "../../domain/account/sign-up.ts";
import { escapeHtml } from "./embedded-provider.ts";
import type { IdentityTexts } from "./identity-texts.ts";

const style = `body{font-family:system-ui,sans-serif;background:#f6f4f1;color:#1d1b18;margin:0}
main{max-width:24rem;margin:8vh auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.4rem;margin:0 0 1.5rem}label{display:block;font-size:.9rem;margin:1rem 0 .3rem}
input,select{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #bbb;border-radius:6px;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#b4441c;color:#fff;font-size:1rem;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f0a020;outline-offset:2px}
.error{background:#fde8e4;color:#8a1c05;padding:.6rem;border-radius:6px}.hint{font-size:.85rem;color:#555;margin-top:1.5rem}
.field-error{color:#8a1c05;font-size:.85rem;margin:.3rem 0 0}.field-hint{color:#555;font-size:.85rem;margin:.3rem 0 0}
input[aria-invalid=true]{border-color:#8a1c05}.switch{margin:1.5rem 0 0;font-size:.95rem}a{color:#b4441c}`;

function page(title: string, body: string, lang = "en"): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Hearth</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

/** The language a form was shown in, posted back with it (see tooManyAttemptsPage). */
const languageField = (texts: IdentityTexts) =>
  `<input type="hidden" name="lang" value="${escapeHtml(texts.locale)}">`;

export function signInPage(options: {
  uid: string;
  texts: IdentityTexts;
  email?: string;
  error?: string;
  demoHint?: string;
}): string {
  const { t } = options.texts;
  const uid = escapeHtml(options.uid);
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : "";
  const hint = options.demoHint ? `<p class="hint">${escapeHtml(options.demoHint)}</p>` : "";
  return page(
    t("signInTitle"),
    `<h1>${escapeHtml(t("signInHeading"))}</h1>${error}
<form method="post" action="/oidc/interaction/${uid}/login">${languageField(options.texts)}
<label for="email">${escapeHtml(t("email"))}</label><input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? "")}">
<label for="password">${escapeHtml(t("password"))}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${escapeHtml(t("signIn"))}</button></form>
<p class="switch">${escapeHtml(t("newHere"))} <a href="/oidc/interaction/${uid}/create">${escapeHtml(t("createAccount"))}</a></p>${hint}`,
    options.texts.lang,
  );
}

/**
 * The sign-up form (prompt=create). Values come back as typed after a refusal, except the password,
 * which never travels back into a page. Each field's problem sits under it and is tied to the input
 * with aria-describedby, so a screen reader reads it with the field; the alert on top says there are
 * some. The inputs carry the browser's own checks too, but the server's are the ones that count.
 */
export function signUpPage(options: {
  uid: string;
  texts: IdentityTexts;
  values?: { name: string; email: string };
  problems?: readonly SignUpFieldProblem[];
  /** A problem of the whole form rather than of one field: the e-mail already has an account. */
  error?: string;
}): string {
  const { t } = options.texts;
  const uid = escapeHtml(options.uid);
  const problems = options.problems ?? [];
  const limits = { min: passwordMinLength, max: passwordMaxLength };
  const problemOf = (field: SignUpField) => problems.find((p) => p.field === field);
  const fieldError = (field: SignUpField) => {
    const problem = problemOf(field);
    if (!problem) return "";
    const max = field === "name" ? nameMaxLength : limits.max;
    return `<p class="field-error" id="${field}-error">${escapeHtml(t(`problems.${problem.problem}`, { ...limits, max }))}</p>`;
  };
  const invalid = (field: SignUpField, describedBy: string[] = []) => {
    const ids = problemOf(field) ? [`${field}-error`, ...describedBy] : describedBy;
    return `${problemOf(field) ? ' aria-invalid="true"' : ""}${ids.length ? ` aria-describedby="${ids.join(" ")}"` : ""}`;
  };
  const alert = options.error ?? (problems.length > 0 ? t("fixFields") : undefined);
  const firstInvalid = problems[0]?.field;
  const focus = (field: SignUpField) =>
    (firstInvalid ?? (options.error ? "email" : "name")) === field ? " autofocus" : "";
  return page(
    t("signUpTitle"),
    `<h1>${escapeHtml(t("signUpHeading"))}</h1>${alert ? `<p class="error" role="alert">${escapeHtml(alert)}</p>` : ""}
<form method="post" action="/oidc/interaction/${uid}/create" novalidate>${languageField(options.texts)}
<label for="name">${escapeHtml(t("name"))}</label><input id="name" name="name" type="text" autocomplete="name" required maxlength="${nameMaxLength}"${invalid("name")}${focus("name")} value="${escapeHtml(options.values?.name ?? "")}">${fieldError("name")}
<label for="email">${escapeHtml(t("email"))}</label><input id="email" name="email" type="email" autocomplete="email" required${invalid("email")}${focus("email")} value="${escapeHtml(options.values?.email ?? "")}">${fieldError("email")}
<label for="password">${escapeHtml(t("password"))}</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="${passwordMinLength}" maxlength="${passwordMaxLength}"${invalid("password", ["password-hint"])}${focus("password")}>
<p class="field-hint" id="password-hint">${escapeHtml(t("passwordHint", limits))}</p>${fieldError("password")}
<button type="submit">${escapeHtml(t("createAccountButton"))}</button></form>
<p class="switch">${escapeHtml(t("haveAccount"))} <a href="/oidc/interaction/${uid}/login">${escapeHtml(t("signInInstead"))}</a></p>`,
    options.texts.lang,
  );
}

export function actAsHostPage(options: {
  uid: string;
  texts: IdentityTexts;
  hosts: ReadonlyArray<{ id: string; label: string }>;
}): string {
  const { t } = options.texts;
  const choices = options.hosts
    .map((h) => `<option value="${escapeHtml(h.id)}">${escapeHtml(h.label)}</option>`)
    .join("");
  return page(
    t("actAsTitle"),
    `<h1>${escapeHtml(t("actAsHeading"))}</h1><p>${escapeHtml(t("actAsRecorded"))}</p>
<form method="post" action="/oidc/interaction/${escapeHtml(options.uid)}/act-as">
<label for="host">${escapeHtml(t("host"))}</label><select id="host" name="hostId" required>${choices}</select>
<button type="submit">${escapeHtml(t("continueAsHost"))}</button></form>`,
    options.texts.lang,
  );
}

/** The answer to a sign-in form posted too often (429): no form, just when to try again. */
export function tooManyAttemptsPage(retryAfterSeconds: number, texts: IdentityTexts): string {
  const { t } = texts;
  return page(
    t("tooManyTitle"),
    `<h1>${escapeHtml(t("tooManyHeading"))}</h1><p class="error" role="alert">${escapeHtml(t("tooManyWait", { seconds: retryAfterSeconds }))}</p>`,
    texts.lang,
  );
}
