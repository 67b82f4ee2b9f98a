// Hearth's own sign-in page for the embedded provider. Plain HTML forms, no script: it works with
// any browser and keeps the provider's pages free of client code.
import { escapeHtml } from "./embedded-provider.ts";

const style = `body{font-family:system-ui,sans-serif;background:#f6f4f1;color:#1d1b18;margin:0}
main{max-width:24rem;margin:8vh auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.4rem;margin:0 0 1.5rem}label{display:block;font-size:.9rem;margin:1rem 0 .3rem}
input,select{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #bbb;border-radius:6px;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#b4441c;color:#fff;font-size:1rem;cursor:pointer}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f0a020;outline-offset:2px}
.error{background:#fde8e4;color:#8a1c05;padding:.6rem;border-radius:6px}.hint{font-size:.85rem;color:#555;margin-top:1.5rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Hearth</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export function signInPage(options: {
  uid: string;
  email?: string;
  error?: string;
  demoHint?: string;
}): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : "";
  const hint = options.demoHint ? `<p class="hint">${escapeHtml(options.demoHint)}</p>` : "";
  return page(
    "Sign in",
    `<h1>Sign in to Hearth</h1>${error}
<form method="post" action="/oidc/interaction/${escapeHtml(options.uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? "")}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>${hint}`,
  );
}

export function actAsHostPage(options: {
  uid: string;
  hosts: ReadonlyArray<{ id: string; label: string }>;
}): string {
  const choices = options.hosts
    .map((h) => `<option value="${escapeHtml(h.id)}">${escapeHtml(h.label)}</option>`)
    .join("");
  return page(
    "Act as a host",
    `<h1>Staff: act as a host</h1><p>Everything you do is recorded under your own name.</p>
<form method="post" action="/oidc/interaction/${escapeHtml(options.uid)}/act-as">
<label for="host">Host</label><select id="host" name="hostId" required>${choices}</select>
<button type="submit">Continue as this host</button></form>`,
  );
}

/** The answer to a sign-in form posted too often (429): no form, just when to try again. */
export function tooManyAttemptsPage(retryAfterSeconds: number): string {
  return page(
    "Too many attempts",
    `<h1>Too many sign-in attempts</h1><p class="error" role="alert">Please wait ${retryAfterSeconds} seconds, then go back and try again.</p>`,
  );
}
