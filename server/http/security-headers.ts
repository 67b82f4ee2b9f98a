// Headers on every answer of ours. The client is same-origin, so the policy can be strict.

/** The policy; `scriptHashes` admit named inline scripts (the provider's sign-out page has one). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The silent token renewal runs in a same-origin frame.
    "frame-ancestors 'self'",
  ].join("; ");
}

export const securityHeaders: Record<string, string> = {
  "content-security-policy": contentSecurityPolicy(),
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
};
