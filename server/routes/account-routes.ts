// The host's account (listing spec §3, §7): KYC status and start, onboarding details (individual or
// company, bank accounts, configuration), and the calls the spec names without a path: host details
// (GET /api/app/user/host-details; its PATCH is the updateHostDetails command, user-info-routes.ts)
// and payout details (GET/PUT /api/app/user/payout-details, the same bank accounts the onboarding saves).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Schema } from "effect";
import { BankAccountsPayload, normalizeIban, type BankAccount } from "../../domain/account/bank-account.ts";
import { CompanyDetails, IndividualDetails, SharedHostFields } from "../../domain/account/host-details.ts";
import { problemTypes } from "../../domain/errors/error-body.ts";
import { KycStatus, VerificationState } from "../../domain/verification/verification-state.ts";
import {
  companyVerificationSteps,
  individualVerificationSteps,
} from "../../domain/verification/verification-steps.ts";
import { canStartVerification, startVerification } from "../../domain/verification/verification-review.ts";
import { defaultLocale, matchLocale } from "../../domain/locale/supported-locale.ts";
import type { Queryable } from "../db/database.ts";
import { decodeInput } from "../http/decode.ts";
import { badRequest, HttpProblem, notFound } from "../http/problem.ts";
import { nextChangeSeq } from "../data/change-sequence.ts";
import { propertiesConfiguration } from "../data/listing-catalogues.ts";
import { callerOf, type RouteContext } from "./route-context.ts";
import { runCommand } from "./run-command.ts";
import { documented } from "../http/openapi.ts";

interface HostRow {
  type: "individual" | "company";
  email: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  locale: string;
}

export interface DetailsRow {
  individual: IndividualDetails | null;
  business: CompanyDetails | null;
  shared: SharedHostFields;
  bank_accounts: BankAccount[];
}

async function hostOf(db: Queryable, hostId: string): Promise<HostRow> {
  const { rows } = await db.query<HostRow>(
    "select type, email, first_name, last_name, company_name, locale from hosts where id = $1",
    [hostId],
  );
  if (!rows[0]) throw notFound("The host");
  return rows[0];
}

export async function detailsOf(db: Queryable, hostId: string, lock = false): Promise<DetailsRow> {
  const { rows } = await db.query<DetailsRow>(
    `select individual, business, shared, bank_accounts from host_details where host_id = $1${lock ? " for update" : ""}`,
    [hostId],
  );
  return rows[0] ?? { individual: null, business: null, shared: {}, bank_accounts: [] };
}

export async function saveDetails(tx: Queryable, hostId: string, details: DetailsRow): Promise<number> {
  const seq = await nextChangeSeq(tx, hostId);
  await tx.query(
    `insert into host_details (host_id, individual, business, shared, bank_accounts, seq) values ($1, $2, $3, $4, $5, $6)
     on conflict (host_id) do update set individual = $2, business = $3, shared = $4, bank_accounts = $5, seq = $6`,
    [
      hostId,
      details.individual === null ? null : JSON.stringify(details.individual),
      details.business === null ? null : JSON.stringify(details.business),
      JSON.stringify(details.shared),
      JSON.stringify(details.bank_accounts),
      seq,
    ],
  );
  return seq;
}

const wrongHostType = (needed: string) =>
  new HttpProblem(409, problemTypes.conflict, "Conflict", `These details are for ${needed} hosts.`);

async function kycOf(
  db: Queryable,
  hostId: string,
): Promise<{ tier: VerificationState; startedAt: string | null }> {
  const { rows } = await db.query<{ tier: VerificationState; started_at: string | null }>(
    `select tier, to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as started_at
     from host_kyc where host_id = $1`,
    [hostId],
  );
  return { tier: rows[0]?.tier ?? "VERIFICATION_NEVER_STARTED", startedAt: rows[0]?.started_at ?? null };
}

const OnboardingConfigurationQuery = Schema.Struct({ hl: Schema.optional(Schema.String) });

export function registerAccountRoutes(app: FastifyInstance, context: RouteContext): void {
  const { db } = context;
  const write = (
    request: FastifyRequest,
    reply: FastifyReply,
    command: (tx: Queryable, hostId: string) => Promise<unknown>,
  ) =>
    callerOf(context, request).then((caller) =>
      runCommand(context, request, reply, caller, request.body, (tx) => command(tx, caller.hostId)),
    );

  app.get(
    "/api/app/user/kyc/status",
    documented({ summary: "The host's verification tier", response: KycStatus }),
    async (request): Promise<KycStatus> => {
      const caller = await callerOf(context, request);
      return { tier: (await kycOf(db, caller.hostId)).tier };
    },
  );

  app.get(
    "/api/app/user/kyc/started-at",
    documented({
      summary: "When verification started, or null",
      response: Schema.Struct({ startedAt: Schema.NullOr(Schema.String) }),
    }),
    async (request) => {
      const caller = await callerOf(context, request);
      return { startedAt: (await kycOf(db, caller.hostId)).startedAt };
    },
  );

  app.post(
    "/api/app/user/kyc/set-start-at",
    documented({
      summary: "Start verification (once; collecting data)",
      response: Schema.Struct({ tier: VerificationState, startedAt: Schema.NullOr(Schema.String) }),
    }),
    async (request, reply) => {
      await callerOf(context, request);
      // The spec shows no body; any body given must be empty.
      const body: unknown = request.body ?? {};
      if (typeof body !== "object" || body === null || Array.isArray(body) || Object.keys(body).length > 0)
        throw badRequest(
          "This call takes no body.",
          typeof body === "object" && body !== null && !Array.isArray(body)
            ? Object.keys(body).map((name) => ({ name, type: "invalid", reason: "unexpected field" }))
            : [{ name: "body", type: "invalid", reason: "must be empty" }],
        );
      return write(request, reply, async (tx, hostId) => {
        const current = await kycOf(tx, hostId);
        // Starting twice keeps the first start; a check under way or done is not restarted. A
        // failed one starts again (domain/verification/verification-review.ts).
        if (current.startedAt !== null && !canStartVerification(current.tier)) return current;
        const tier = startVerification(current.tier);
        const seq = await nextChangeSeq(tx, hostId);
        await tx.query(
          `insert into host_kyc (host_id, tier, started_at, seq) values ($1, $2, now(), $3)
         on conflict (host_id) do update set tier = $2, started_at = now(), seq = $3`,
          [hostId, tier, seq],
        );
        await tx.query("update hosts set kyc_initiated = true where id = $1", [hostId]);
        return kycOf(tx, hostId);
      });
    },
  );

  app.get(
    "/api/app/user/onboarding/getIndividualDetails",
    documented({ summary: "An individual host's details", response: IndividualDetails }),
    async (request): Promise<IndividualDetails> => {
      const caller = await callerOf(context, request);
      const [host, details] = await Promise.all([hostOf(db, caller.hostId), detailsOf(db, caller.hostId)]);
      // Never saved: what the account already knows.
      return (
        details.individual ?? {
          firstName: host.first_name ?? "",
          lastName: host.last_name ?? "",
          email: host.email,
          phoneNumber: null,
        }
      );
    },
  );

  app.get(
    "/api/app/user/onboarding/getBusinessDetails",
    documented({ summary: "A company's details", response: CompanyDetails }),
    async (request): Promise<CompanyDetails> => {
      const caller = await callerOf(context, request);
      const [host, details] = await Promise.all([hostOf(db, caller.hostId), detailsOf(db, caller.hostId)]);
      return (
        details.business ?? {
          legalBusinessName: host.company_name ?? "",
          accountEmail: host.email,
          phoneNumber: null,
        }
      );
    },
  );

  const bankAccounts = async (request: FastifyRequest) => {
    const caller = await callerOf(context, request);
    return { bankAccounts: (await detailsOf(db, caller.hostId)).bank_accounts };
  };
  app.get(
    "/api/app/user/onboarding/getBankAccounts",
    documented({ summary: "Payout bank accounts", response: BankAccountsPayload }),
    bankAccounts,
  );
  app.get(
    "/api/app/user/payout-details",
    documented({ summary: "Payout details: the bank accounts", response: BankAccountsPayload }),
    bankAccounts,
  );

  app.get(
    "/api/app/user/onboarding/getConfiguration",
    documented({ summary: "What the onboarding forms offer (?hl=)", query: OnboardingConfigurationQuery }),
    async (request) => {
      const caller = await callerOf(context, request);
      const { hl } = decodeInput(OnboardingConfigurationQuery, request.query, "query");
      const host = await hostOf(db, caller.hostId);
      const locale = matchLocale(hl) ?? matchLocale(host.locale) ?? defaultLocale;
      const configuration = propertiesConfiguration(locale);
      return {
        locale,
        hostType: host.type,
        verificationSteps: host.type === "company" ? companyVerificationSteps : individualVerificationSteps,
        countries: configuration.countries,
        countriesDac7: configuration.countriesDac7,
        phonePrefixes: configuration.phonePrefixes,
        currencies: ["EUR", "CHF", "GBP", "USD"],
      };
    },
  );

  app.post(
    "/api/app/user/onboarding/saveIndividualDetails",
    documented({
      summary: "Save an individual host's details",
      body: IndividualDetails,
      response: IndividualDetails,
    }),
    async (request, reply) => {
      await callerOf(context, request);
      const individual = decodeInput(IndividualDetails, request.body ?? {}, "body");
      return write(request, reply, async (tx, hostId) => {
        if ((await hostOf(tx, hostId)).type !== "individual") throw wrongHostType("individual");
        const details = await detailsOf(tx, hostId, true);
        await saveDetails(tx, hostId, { ...details, individual });
        // The account's own name follows, so user info and the display name agree with it.
        await tx.query("update hosts set first_name = $2, last_name = $3 where id = $1", [
          hostId,
          individual.firstName,
          individual.lastName,
        ]);
        return individual;
      });
    },
  );

  app.post(
    "/api/app/user/onboarding/saveBusinessDetails",
    documented({ summary: "Save a company's details", body: CompanyDetails, response: CompanyDetails }),
    async (request, reply) => {
      await callerOf(context, request);
      const business = decodeInput(CompanyDetails, request.body ?? {}, "body");
      return write(request, reply, async (tx, hostId) => {
        if ((await hostOf(tx, hostId)).type !== "company") throw wrongHostType("company");
        const details = await detailsOf(tx, hostId, true);
        await saveDetails(tx, hostId, { ...details, business });
        await tx.query("update hosts set company_name = $2 where id = $1", [
          hostId,
          business.legalBusinessName,
        ]);
        return business;
      });
    },
  );

  const saveBankAccounts = async (request: FastifyRequest, reply: FastifyReply) => {
    await callerOf(context, request);
    const payload = decodeInput(BankAccountsPayload, request.body ?? {}, "body");
    const accounts = payload.bankAccounts.map((a) => ({ ...a, iban: normalizeIban(a.iban) }));
    if (new Set(accounts.map((a) => a.iban)).size !== accounts.length)
      throw badRequest("The body is not valid.", [
        { name: "bankAccounts", type: "invalid", reason: "an account is listed twice" },
      ]);
    return write(request, reply, async (tx, hostId) => {
      const details = await detailsOf(tx, hostId, true);
      await saveDetails(tx, hostId, { ...details, bank_accounts: accounts });
      return { bankAccounts: accounts };
    });
  };
  app.post(
    "/api/app/user/onboarding/saveBankAccounts",
    documented({
      summary: "Save payout bank accounts (IBAN checked)",
      body: BankAccountsPayload,
      response: BankAccountsPayload,
    }),
    saveBankAccounts,
  );
  app.put(
    "/api/app/user/payout-details",
    documented({
      summary: "Replace the payout bank accounts (IBAN checked)",
      body: BankAccountsPayload,
      response: BankAccountsPayload,
    }),
    saveBankAccounts,
  );

  app.get(
    "/api/app/user/host-details",
    documented({
      summary: "The shared host fields (about, languages, phones, tax ids …)",
      response: SharedHostFields,
    }),
    async (request): Promise<SharedHostFields> => {
      const caller = await callerOf(context, request);
      return (await detailsOf(db, caller.hostId)).shared;
    },
  );
}
