// Parts of a locale file, made by scripts/locale-parts-plugin.ts.
declare module "virtual:locale-part/*" {
  const strings: Record<string, unknown>;
  export default strings;
}
