// Hearth's entry: languages, sign-in, then the router. Starts offline too, from what it kept.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { startI18n } from "./i18n/i18n.ts";
import { createAuthClient } from "./app/auth-client.ts";
import { App } from "./app/app.tsx";
import { StartupFailed } from "./app/startup-failed.tsx";
import { registerServiceWorker } from "./app/register-service-worker.ts";
import { chosenLocale } from "./i18n/chosen-locale.ts";
import { applyToggles } from "./app/feature-toggle-state.ts";
import { requestFirstScreenCode } from "./app/starting-screen.tsx";

applyToggles();
requestFirstScreenCode(location.pathname, location.search);
const root = createRoot(document.getElementById("root")!);
// Beside the languages: with its kept answer the sign-in's configuration is there at once, and
// without one its call should not wait for the language's chunk.
const authStarted = createAuthClient();
authStarted.catch(() => undefined);
await startI18n(chosenLocale());
try {
  const auth = await authStarted;
  root.render(
    <StrictMode>
      <App auth={auth} />
    </StrictMode>,
  );
} catch {
  root.render(<StartupFailed />);
}
registerServiceWorker();
