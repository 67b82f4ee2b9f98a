import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { serviceWorkerPlugin } from "./scripts/service-worker-plugin.ts";

// The client is built into dist/ and served by the Hearth server (one process, one origin).
export default defineConfig({
  plugins: [react(), serviceWorkerPlugin()],
  root: "src",
  publicDir: false,
  build: { outDir: "../dist", emptyOutDir: true, sourcemap: true, target: "es2022" },
  server: { proxy: { "/api": "http://127.0.0.1:4300", "/oidc": "http://127.0.0.1:4300" } },
});
