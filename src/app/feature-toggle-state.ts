// The feature toggles this browser has on (domain/preferences/feature-toggles.ts), kept in Web
// Storage and shown as data attributes on the page's root, which the style sheet reads.
import { featureToggles, withToggle, type FeatureToggle } from "../../domain/preferences/feature-toggles.ts";

const key = "hearth.featureToggles";

export function enabledToggles(): FeatureToggle[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(kept) ? featureToggles.filter((toggle) => kept.includes(toggle)) : [];
  } catch {
    return [];
  }
}

export function applyToggles(enabled: readonly FeatureToggle[] = enabledToggles()): void {
  for (const toggle of featureToggles)
    document.documentElement.toggleAttribute(`data-${toggle}`, enabled.includes(toggle));
}

export function setToggle(toggle: FeatureToggle, on: boolean): FeatureToggle[] {
  const next = withToggle(enabledToggles(), toggle, on);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // No room: the toggle still applies to this page.
  }
  applyToggles(next);
  return next;
}
