// axe-core's WCAG 2.0/2.1 A and AA violations on a browser page as it stands, written out so a failing
// test says what to fix without a rerun: the rule, its impact, its summary and help page, and where
// each offending node is.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The gate is WCAG 2.1 AA; best practices are advice, not failures. */
export const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/** Nodes named per rule: enough to find the pattern, short enough to read. */
const nodesShown = 6;

interface Found {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly gate: boolean;
  readonly targets: string[];
  readonly summaries: string[];
}

/** What axe finds: the violations of the gate, and best-practice advice (reported, not failed). */
export interface AxeFindings {
  /** One block per violated WCAG 2.1 A/AA rule, each starting with `where`. */
  readonly violations: string[];
  /** The best-practice rules broken here, by id. */
  readonly advice: string[];
}

export async function axeFindings(page: Page, where: string): Promise<AxeFindings> {
  // Evaluated through the debugging protocol rather than added as a <script>: the app's content
  // security policy rightly refuses inline scripts, and the test should not loosen it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(
    async (gate) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: [...gate, "best-practice"] },
      });
      return result.violations.map((v): Found => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        gate: v.tags.some((tag) => gate.includes(tag)),
        targets: v.nodes.map((n) => n.target.map(String).join(" ")),
        summaries: v.nodes.map((n) => (n.failureSummary ?? "").split("\n").slice(1).join(" ").trim()),
      }));
    },
    wcag21aa as unknown as string[],
  );
  return {
    violations: found
      .filter((v) => v.gate)
      .map((v) =>
        [
          `${where}: ${v.id} (${v.impact}, ${v.targets.length} nodes) ${v.help} — ${v.helpUrl}`,
          ...v.targets.slice(0, nodesShown).map((target, i) => `    ${target}  [${v.summaries[i]}]`),
          ...(v.targets.length > nodesShown ? [`    … and ${v.targets.length - nodesShown} more`] : []),
        ].join("\n"),
      ),
    advice: found.filter((v) => !v.gate).map((v) => v.id),
  };
}

/** The WCAG 2.1 A/AA violations alone, one block per rule; empty when axe finds none. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  return (await axeFindings(page, where)).violations;
}
