// Icons are drawn (src/ui/icons.tsx): a pictographic character in the UI's code or text is drawn by
// whatever emoji font a machine has, or as an empty box where it has none (Debian's Chromium).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const pictographic = /\p{Extended_Pictographic}/u;

function filesUnder(directory: string, extensions: RegExp): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: "utf8" })
    .filter((file) => extensions.test(file))
    .map((file) => join(root, directory, file));
}

function pictographsIn(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        pictographic.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe("icons", () => {
  it("finds a pictograph where there is one", () => {
    const probe = join(mkdtempSync(join(tmpdir(), "hearth-icons-")), "probe.tsx");
    writeFileSync(probe, 'const a = "·";\nconst bell = <span>\u{1F514}</span>;\nconst play = "\u25B6";\n');
    expect(pictographsIn([probe]).map((hit) => hit.split(": ")[0]!.split(":").pop())).toEqual(["2", "3"]);
  });

  it("leaves no emoji to draw an icon in the app's code or its texts", () => {
    const files = [...filesUnder("src", /\.(tsx?|css|html)$/), ...filesUnder("locales", /\.json$/)];
    expect(files.length).toBeGreaterThan(100);
    expect(pictographsIn(files)).toEqual([]);
  });
});
