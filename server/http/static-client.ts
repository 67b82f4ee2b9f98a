// Serves the built client: hashed assets cached for a year, index.html never cached, and every
// other path answered with index.html so the client's router can take it.
import { createReadStream, existsSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { FastifyReply } from "fastify";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".woff2": "font/woff2",
};

export function serveClient(clientDir: string, urlPath: string, reply: FastifyReply): FastifyReply {
  const clean = normalize(decodeURIComponent(urlPath.split("?")[0] ?? "/")).replace(/^([/\\])+/, "");
  const candidate = join(clientDir, clean);
  const inside = candidate.startsWith(clientDir + sep) || candidate === clientDir;
  const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
  const file = isFile ? candidate : join(clientDir, "index.html");
  if (!existsSync(file)) {
    return reply
      .code(503)
      .type("text/plain")
      .send("The client is not built yet: run `npm start` (it builds it) or `npm run build`.");
  }
  const immutable = isFile && clean.startsWith("assets/");
  return reply
    .type(types[extname(file)] ?? "application/octet-stream")
    .header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache")
    .send(createReadStream(file));
}
