// The OpenAPI operations of the account routes (account-routes.ts), joined to the main table in
// api-operations.ts.
import { Schema } from "effect";
import { BankAccountsPayload } from "../../domain/account/bank-account.ts";
import { CompanyDetails, IndividualDetails, SharedHostFields } from "../../domain/account/host-details.ts";
import { KycStatus, VerificationState } from "../../domain/verification/verification-state.ts";
import type { ApiOperation } from "../http/openapi.ts";
import { OnboardingConfigurationQuery } from "./account-routes.ts";

const kycStart = Schema.Struct({ tier: VerificationState, startedAt: Schema.NullOr(Schema.String) });
const onboarding = "/api/app/user/onboarding";

export const accountApiOperations: readonly ApiOperation[] = [
  {
    method: "GET",
    path: "/api/app/user/kyc/status",
    summary: "The host's verification tier",
    response: KycStatus,
  },
  {
    method: "GET",
    path: "/api/app/user/kyc/started-at",
    summary: "When verification started, or null",
    response: Schema.Struct({ startedAt: Schema.NullOr(Schema.String) }),
  },
  {
    method: "POST",
    path: "/api/app/user/kyc/set-start-at",
    summary: "Start verification (once; collecting data)",
    response: kycStart,
  },
  {
    method: "GET",
    path: `${onboarding}/getIndividualDetails`,
    summary: "An individual host's details",
    response: IndividualDetails,
  },
  {
    method: "GET",
    path: `${onboarding}/getBusinessDetails`,
    summary: "A company's details",
    response: CompanyDetails,
  },
  {
    method: "GET",
    path: `${onboarding}/getBankAccounts`,
    summary: "Payout bank accounts",
    response: BankAccountsPayload,
  },
  {
    method: "GET",
    path: `${onboarding}/getConfiguration`,
    summary: "What the onboarding forms offer (?hl=)",
    query: OnboardingConfigurationQuery,
  },
  {
    method: "POST",
    path: `${onboarding}/saveIndividualDetails`,
    summary: "Save an individual host's details",
    body: IndividualDetails,
    response: IndividualDetails,
  },
  {
    method: "POST",
    path: `${onboarding}/saveBusinessDetails`,
    summary: "Save a company's details",
    body: CompanyDetails,
    response: CompanyDetails,
  },
  {
    method: "POST",
    path: `${onboarding}/saveBankAccounts`,
    summary: "Save payout bank accounts (IBAN checked)",
    body: BankAccountsPayload,
    response: BankAccountsPayload,
  },
  {
    method: "GET",
    path: "/api/app/user/payout-details",
    summary: "Payout details: the bank accounts",
    response: BankAccountsPayload,
  },
  {
    method: "PUT",
    path: "/api/app/user/payout-details",
    summary: "Replace the payout bank accounts (IBAN checked)",
    body: BankAccountsPayload,
    response: BankAccountsPayload,
  },
  {
    method: "GET",
    path: "/api/app/user/host-details",
    summary: "The shared host fields (about, languages, phones, tax ids …)",
    response: SharedHostFields,
  },
  {
    method: "PATCH",
    path: "/api/app/user/host-details",
    summary: "Change some shared host fields",
    body: SharedHostFields,
    response: SharedHostFields,
  },
];
