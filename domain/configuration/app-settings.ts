// Public app settings (listing spec §3, §9): GET /api/public/app-settings. Missing values take the
// spec's defaults, EUR and metric.
import { Effect, Schema } from "effect";
import { MeasurementUnit } from "../properties/property-state.ts";

export const defaultCurrency = "EUR";

export const CurrencyCode = Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/));

export const AppSettings = Schema.Struct({
  defaultCurrency: CurrencyCode.pipe(Schema.withDecodingDefault(Effect.succeed(defaultCurrency))),
  measurementUnits: MeasurementUnit.pipe(Schema.withDecodingDefault(Effect.succeed("metric"))),
});
export type AppSettings = typeof AppSettings.Type;
