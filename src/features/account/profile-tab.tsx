// The profile tab (listing spec §2 Account, §7): names (or the company name), alias, the phone with
// its country prefix, the email shown, and the user image. Saving is an updateUserInfo command: shown
// at once, offline too, sent once; a refusal rolls it back and says why. The image goes straight to
// POST/DELETE /api/app/user/image with its progress shown.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { Schema } from "effect";
import { PhonePrefix } from "../../../domain/configuration/configuration.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";
import { useUserInfo } from "../sync/use-user-info.ts";
import { useAccountRead } from "./use-account-read.ts";
import { profileSubmit, profileValuesOf, type ProfileField, type ProfileValues } from "./profile-form.ts";
import { ProfileImage } from "./profile-image.tsx";

const OnboardingConfiguration = Schema.Struct({ phonePrefixes: Schema.Array(PhonePrefix) });

export function ProfileTab() {
  const info = useUserInfo();
  return info ? <ProfileForm /> : null;
}

function ProfileForm() {
  const { t } = useTranslation();
  const info = useUserInfo()!;
  const send = useSendCommand();
  const configuration = useAccountRead("/api/app/user/onboarding/getConfiguration", OnboardingConfiguration);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(info));
  const [dirty, setDirty] = useState(false);
  // Until the host types, the form follows the user info (a change saved on another device, or
  // drawn from the outbox once its code is here after a reload).
  useEffect(() => {
    if (!dirty) setValues(profileValuesOf(info));
  }, [info, dirty]);
  const [invalid, setInvalid] = useState<readonly ProfileField[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  const set = (field: keyof ProfileValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setDirty(true);
    setInvalid((fields) => fields.filter((f) => f !== field));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = profileSubmit(info, values);
    if (result.kind === "unchanged") {
      setNotice(t("account.profile.unchanged"));
      return;
    }
    if (result.kind === "invalid") {
      setInvalid(result.fields);
      setNotice(null);
      // The first field with a problem takes focus, so the keyboard and the screen reader start there.
      const first = result.fields[0];
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setInvalid([]);
    setNotice(null);
    setDirty(false);
    send("updateUserInfo", result.patch, t("account.profile.saved"));
  };
  const field = (name: ProfileField, label: string, input: React.ReactElement) => (
    <div className="account-field">
      <label>
        <span>{label}</span>
        {input}
      </label>
      {invalid.includes(name) ? (
        <span className="field-error" id={`${id}-${name}-error`}>
          {t(`account.profile.errors.${name}`)}
        </span>
      ) : null}
    </div>
  );
  const text = (name: Exclude<ProfileField, "phonePrefix">, autoComplete: string) => (
    <input
      name={name}
      value={values[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      aria-invalid={invalid.includes(name)}
      aria-describedby={invalid.includes(name) ? `${id}-${name}-error` : undefined}
    />
  );
  const prefixes = configuration.state === "ready" ? configuration.data.phonePrefixes : [];
  const uniquePrefixes = [
    ...new Set([...prefixes.map((p) => p.prefix), ...(values.phonePrefix ? [values.phonePrefix] : [])]),
  ];

  return (
    <section aria-labelledby={`${id}-title`} data-testid="account-profile">
      <h2 id={`${id}-title`}>{t("account.profile.title")}</h2>
      <ProfileImage />
      <form ref={form} className="account-form" onSubmit={submit} noValidate>
        {info.type === "individual" ? (
          <>
            {field("firstName", t("account.profile.firstName"), text("firstName", "given-name"))}
            {field("lastName", t("account.profile.lastName"), text("lastName", "family-name"))}
          </>
        ) : (
          field("companyName", t("account.profile.companyName"), text("companyName", "organization"))
        )}
        {field("alias", t("account.profile.alias"), text("alias", "nickname"))}
        <fieldset className="account-phone-set">
          <legend>{t("account.profile.phone")}</legend>
          <div className="account-phone">
            {field(
              "phonePrefix",
              t("account.profile.phonePrefix"),
              <select
                name="phonePrefix"
                value={values.phonePrefix}
                onChange={set("phonePrefix")}
                aria-invalid={invalid.includes("phonePrefix")}
                aria-describedby={invalid.includes("phonePrefix") ? `${id}-phonePrefix-error` : undefined}
              >
                <option value="">{t("account.profile.choosePrefix")}</option>
                {uniquePrefixes.map((prefix) => (
                  <option key={prefix} value={prefix}>
                    {prefix}
                  </option>
                ))}
              </select>,
            )}
            {field("phoneNumber", t("account.profile.phoneNumber"), text("phoneNumber", "tel-national"))}
          </div>
        </fieldset>
        <div>
          <span>{t("account.profile.email")}</span>
          <p data-testid="profile-email">{info.email}</p>
        </div>
        {notice ? <p role="status">{notice}</p> : null}
        <div>
          <button type="submit" className="primary">
            {t("account.profile.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
