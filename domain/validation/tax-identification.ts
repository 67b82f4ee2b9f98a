// Tax fields on submit (listing spec §5). The form edits one tax id; the server keeps a list of tax
// identifications and reads the tax id from the first one. A country that issues no tax id drops the
// list; a host without a VAT id drops the VAT id, so a stale value typed earlier is never sent.
import type { TaxIdentification } from "../account/host-details.ts";

export interface TaxForm {
  readonly taxId: string | null;
  readonly countryIssueTaxId: string | null;
  readonly vatId: string | null;
  readonly userHasVatId: boolean;
  /** The identifications the server holds; entries after the first are kept as they are. */
  readonly taxIdentifications: readonly TaxIdentification[];
}

export interface TaxSubmit {
  readonly taxIdentifications: TaxIdentification[];
  readonly vatId: string | null;
}

/** The form field a server error on taxId belongs to (spec §8). */
export const firstTaxIdentificationIdField = "taxIdentifications.0.id";

export function taxIdOf(identifications: readonly TaxIdentification[]): string | null {
  return identifications[0]?.id ?? null;
}

export function taxFieldsForSubmit(form: TaxForm, options: { readonly countryHasTaxId: boolean }): TaxSubmit {
  const vatId = form.userHasVatId ? form.vatId?.trim() || null : null;
  const taxId = form.taxId?.trim() ?? "";
  if (!options.countryHasTaxId || taxId === "") return { taxIdentifications: [], vatId };
  const first: TaxIdentification = {
    id: taxId,
    countryIsoCode: form.countryIssueTaxId ?? form.taxIdentifications[0]?.countryIsoCode ?? "",
  };
  return { taxIdentifications: [first, ...form.taxIdentifications.slice(1)], vatId };
}
