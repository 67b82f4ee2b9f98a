// What each details step loads and saves (listing spec §7's onboarding calls; the owner goes to the
// shared host fields' shareholders through the host-details call the spec names without a path).
import type { BankAccount } from "../../../domain/account/bank-account.ts";
import type {
  CompanyDetails,
  IndividualDetails,
  SharedHostFields,
} from "../../../domain/account/host-details.ts";
import {
  bankAccountDraft,
  bankAccountFields,
  checkBankAccount,
  checkCompanyIdentity,
  checkIndividualIdentity,
  checkOwner,
  companyIdentityDraft,
  companyIdentityFields,
  individualIdentityDraft,
  individualIdentityFields,
  ownerDraft,
  ownerFields,
  type BankAccountField,
  type CompanyIdentityField,
  type IndividualIdentityField,
  type OwnerDetails,
  type OwnerField,
} from "../../../domain/verification/verification-forms.ts";
import type { ApiClient } from "../../../sync/api-client.ts";
import type { DetailsStepSpec } from "./details-step-form.tsx";

const onboarding = "/api/app/user/onboarding";
const post = (api: ApiClient, path: string, body: unknown, key: string) =>
  api.request("POST", path, { body, headers: { "idempotency-key": key } });
/** "bankAccounts.0.iban" → "iban": the form edits the first item of the server's list. */
const firstItemField = (list: string) => (name: string) =>
  name.startsWith(`${list}.0.`) ? name.slice(list.length + 3) : name;

export const individualIdentitySpec: DetailsStepSpec<IndividualIdentityField, IndividualDetails> = {
  fields: individualIdentityFields,
  load: async (api) =>
    individualIdentityDraft(
      await api.request<IndividualDetails>("GET", `${onboarding}/getIndividualDetails`),
    ),
  check: checkIndividualIdentity,
  save: (api, body, key) => post(api, `${onboarding}/saveIndividualDetails`, body, key),
  inputs: {
    firstName: { autoComplete: "given-name" },
    lastName: { autoComplete: "family-name" },
    email: { type: "email", autoComplete: "email" },
    phoneNumber: { type: "tel", autoComplete: "tel" },
  },
};

export const companyIdentitySpec: DetailsStepSpec<CompanyIdentityField, CompanyDetails> = {
  fields: companyIdentityFields,
  load: async (api) =>
    companyIdentityDraft(await api.request<CompanyDetails>("GET", `${onboarding}/getBusinessDetails`)),
  check: checkCompanyIdentity,
  save: (api, body, key) => post(api, `${onboarding}/saveBusinessDetails`, body, key),
  inputs: {
    legalBusinessName: { autoComplete: "organization" },
    accountEmail: { type: "email", autoComplete: "email" },
    phoneNumber: { type: "tel", autoComplete: "tel" },
  },
};

export const ownerSpec: DetailsStepSpec<OwnerField, OwnerDetails> = {
  fields: ownerFields,
  load: async (api) =>
    ownerDraft((await api.request<SharedHostFields>("GET", "/api/app/user/host-details")).shareholders?.[0]),
  check: checkOwner,
  // The owner is the first shareholder; others the account area keeps stay as they are.
  save: async (api, owner, key) => {
    const shared = await api.request<SharedHostFields>("GET", "/api/app/user/host-details");
    return api.request("PATCH", "/api/app/user/host-details", {
      body: { shareholders: [owner, ...(shared.shareholders ?? []).slice(1)] },
      headers: { "idempotency-key": key },
    });
  },
  fieldOf: firstItemField("shareholders"),
  inputs: {
    firstName: { autoComplete: "off" },
    lastName: { autoComplete: "off" },
    dateOfBirth: { type: "date" },
    nationality: { maxLength: 2 },
  },
};

export const bankAccountSpec: DetailsStepSpec<BankAccountField, BankAccount> = {
  fields: bankAccountFields,
  load: async (api) =>
    bankAccountDraft(
      (await api.request<{ bankAccounts: BankAccount[] }>("GET", `${onboarding}/getBankAccounts`))
        .bankAccounts[0],
    ),
  check: checkBankAccount,
  save: async (api, account, key) => {
    const { bankAccounts } = await api.request<{ bankAccounts: BankAccount[] }>(
      "GET",
      `${onboarding}/getBankAccounts`,
    );
    return post(
      api,
      `${onboarding}/saveBankAccounts`,
      { bankAccounts: [account, ...bankAccounts.slice(1)] },
      key,
    );
  },
  fieldOf: firstItemField("bankAccounts"),
  inputs: {
    accountHolder: { autoComplete: "name" },
    iban: { autoComplete: "off", maxLength: 42 },
    bic: { autoComplete: "off", maxLength: 11 },
    currency: { maxLength: 3 },
  },
};
