// Development and tests only: RxDB's dev-mode checks and schema validation. The production build
// never imports this module (see src/app/local-store.ts), so it ships neither.
import { addRxPlugin, type RxStorage } from "rxdb";
import { RxDBDevModePlugin, disableWarnings } from "rxdb/plugins/dev-mode";
import { wrappedValidateAjvStorage } from "rxdb/plugins/validate-ajv";

let added = false;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RxDB's storage generics are per implementation
export function withDevChecks<S extends RxStorage<any, any>>(storage: S) {
  if (!added) {
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
    added = true;
  }
  return wrappedValidateAjvStorage({ storage });
}
