// /properties/{propertyId}/about: the property's name, descriptions and address, saved through the
// updateProperty and savePropertyLocation commands (shown at once, offline too, sent once). The
// form's own problems show under their fields with the focus on the first; a field the server named
// when it refused a save of this property shows there too (listing spec §5, §8).
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { PropertyDocument } from "../../../domain/properties/property-document.ts";
import {
  checkPropertyForm,
  propertyFormValues,
  type PropertyFormField,
  type PropertyFormProblem,
  type PropertyFormValues,
} from "../../../domain/properties/property-form.ts";
import { stateMaxLength } from "../../../domain/validation/address-submit.ts";
import { useSession } from "../../app/session.tsx";
import { useToast } from "../../ui/toast.tsx";
import { useCommandError } from "../reservations/use-command-error.ts";
import { useOutbox } from "../sync/use-outbox.ts";
import { focusField, FormField } from "../../ui/form-field.tsx";

const problemKey: Record<PropertyFormProblem, string> = {
  required: "propertyEdit.required",
  tooLong: "propertyEdit.tooLong",
  notACountryCode: "propertyEdit.notACountryCode",
};
const proseFields = ["description", "restaurantDescription", "specialOfferDescription"] as const;
const addressFields = [
  "countryCode",
  "city",
  "street",
  "houseNumberOrName",
  "postalCode",
  "state",
  "province",
] as const;
const propertyCommands = new Set(["updateProperty", "savePropertyLocation"]);

export function PropertyAboutForm(props: { property: PropertyDocument }) {
  const { t } = useTranslation();
  const { engine } = useSession();
  const toast = useToast();
  const describe = useCommandError();
  const outbox = useOutbox();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PropertyFormValues>(() => propertyFormValues(props.property));
  const [problems, setProblems] = useState<
    readonly { field: PropertyFormField; problem: PropertyFormProblem }[]
  >([]);
  const propertyId = props.property.id;

  // What the server said of a refused save of this property, under the field it named.
  const serverFields = useMemo(
    () =>
      outbox
        .filter(
          (e) =>
            e.state === "failed" &&
            propertyCommands.has(e.type) &&
            (e.payload as { propertyId?: string }).propertyId === propertyId,
        )
        .flatMap((e) => e.failure?.fields ?? []),
    [outbox, propertyId],
  );
  const messagesOf = (field: PropertyFormField) => [
    ...problems.filter((p) => p.field === field).map((p) => t(problemKey[p.problem])),
    ...serverFields.filter((f) => f.field === field).map((f) => f.message),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPropertyForm(props.property, values);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = checked.problems[0];
      if (first) focusField(form.current, first.field);
      return;
    }
    setProblems([]);
    if (checked.changes === null && checked.location === null) {
      toast.show(t("propertyEdit.nothingChanged"));
      return;
    }
    try {
      if (checked.changes !== null)
        await engine.outbox.enqueue("updateProperty", {
          propertyId: props.property.id,
          changes: checked.changes,
        });
      if (checked.location !== null)
        await engine.outbox.enqueue("savePropertyLocation", {
          propertyId: props.property.id,
          location: checked.location,
        });
      toast.show(t("propertyEdit.saved"));
    } catch (error) {
      toast.show(describe(error), "error");
    }
  };

  const input = (field: PropertyFormField, extra: { maxLength?: number; autoComplete?: string } = {}) => (
    <FormField
      block="property-field"
      key={field}
      label={t(`propertyEdit.field.${field}`)}
      messages={messagesOf(field)}
    >
      {(control) => (
        <input
          {...control}
          {...extra}
          name={field}
          value={values[field]}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <form
      ref={form}
      className="property-about-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="property-about-form"
    >
      {problems.length > 0 ? (
        <p className="form-summary" role="alert">
          {t("propertyEdit.problems", { count: problems.length })}
        </p>
      ) : null}
      {input("title")}
      {proseFields.map((field) => (
        <FormField
          block="property-field"
          key={field}
          label={t(`propertyEdit.field.${field}`)}
          messages={messagesOf(field)}
        >
          {(control) => (
            <textarea
              {...control}
              name={field}
              rows={field === "description" ? 5 : 3}
              value={values[field]}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      <fieldset className="property-address">
        <legend>{t("properties.address")}</legend>
        {addressFields.map((field) =>
          input(field, {
            ...(field === "countryCode" ? { maxLength: 2, autoComplete: "country" } : {}),
            ...(field === "postalCode" ? { autoComplete: "postal-code" } : {}),
            ...(field === "city" ? { autoComplete: "address-level2" } : {}),
            ...(field === "state" ? { autoComplete: "address-level1" } : {}),
          }),
        )}
        <p className="property-field-hint">{t("propertyEdit.stateHint", { max: stateMaxLength })}</p>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="primary" data-testid="save-property">
          {t("propertyEdit.save")}
        </button>
      </div>
    </form>
  );
}
