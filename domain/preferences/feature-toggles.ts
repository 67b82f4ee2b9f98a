// Feature toggles (operations spec §2: /feature-toggle/:id). The spec names the route, not the
// toggles; ours are display preferences a host or support may switch per browser, each with an
// effect on every screen: fewer moving parts for hosts sensitive to motion, and stronger contrast
// for bright rooms or weak eyes. A link may set one directly (?enabled=true or false), as support
// sends them; the choice is kept on the device.

export const featureToggles = ["reduced-motion", "high-contrast"] as const;
export type FeatureToggle = (typeof featureToggles)[number];

export function isFeatureToggle(id: string | undefined): id is FeatureToggle {
  return (featureToggles as readonly string[]).includes(id ?? "");
}

/** The state a link asks for: true, false, or undefined when it asks for none (or nonsense). */
export function askedToggleState(value: string | null): boolean | undefined {
  const normalized = value?.trim().toLowerCase();
  if (normalized === "true" || normalized === "on" || normalized === "1") return true;
  if (normalized === "false" || normalized === "off" || normalized === "0") return false;
  return undefined;
}

/** The enabled toggles after switching `toggle`, known toggles only, in the catalogue's order. */
export function withToggle(enabled: Iterable<string>, toggle: FeatureToggle, on: boolean): FeatureToggle[] {
  const next = new Set([...enabled].filter(isFeatureToggle));
  if (on) next.add(toggle);
  else next.delete(toggle);
  return featureToggles.filter((t) => next.has(t));
}
