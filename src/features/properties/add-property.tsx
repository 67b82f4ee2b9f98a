// "Add property" on /properties: a name and a type, then the new property opens at once. Its id is made
// here (a UUID), so the page it opens is the property's for good, offline too: the outbox sends it
// with that id, and the server keeps it (docs/decisions.md, "Properties and units get their id on the device").
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useNavigate } from "react-router";
import { Schema } from "effect";
import { PropertyTitle } from "../../../domain/commands/property-commands.ts";
import { PropertyId } from "../../../domain/ids.ts";
import type { PropertyType } from "../../../domain/properties/property-state.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";
import { FormField } from "../../ui/form-field.tsx";

const isTitle = Schema.is(PropertyTitle);

export function AddProperty() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendCommand();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [propertyType, setPropertyType] = useState<PropertyType>("multi");
  const [problem, setProblem] = useState<string>();
  const titleInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    setProblem(undefined);
    opener.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!isTitle(name)) {
      setProblem(t(name === "" ? "propertyEdit.required" : "propertyEdit.tooLong"));
      titleInput.current?.focus();
      return;
    }
    const propertyId = PropertyId.make(crypto.randomUUID());
    send("createProperty", { propertyId, propertyType, title: name }, t("propertyEdit.created"), () => {
      setOpen(false);
      setTitle("");
      void navigate(`/properties/${propertyId}/about`);
    });
  };

  return (
    <div className="add-property">
      <button
        ref={opener}
        type="button"
        className="secondary"
        aria-expanded={open}
        aria-controls={formId}
        data-testid="add-property"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t("propertyEdit.add")}
      </button>
      {open ? (
        <form
          id={formId}
          className="add-property-form"
          aria-label={t("propertyEdit.addTitle")}
          onSubmit={submit}
          noValidate
        >
          <FormField
            block="property-field"
            label={t("propertyEdit.field.title")}
            messages={problem ? [problem] : []}
          >
            {(control) => (
              <input
                {...control}
                ref={titleInput}
                name="title"
                autoFocus
                value={title}
                maxLength={400}
                onChange={(e) => setTitle(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Escape") close();
                }}
              />
            )}
          </FormField>
          <fieldset className="property-type-choice">
            <legend>{t("propertyEdit.field.propertyType")}</legend>
            {(["multi", "single"] as const).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="propertyType"
                  value={type}
                  checked={propertyType === type}
                  onChange={() => setPropertyType(type)}
                />
                {t(`properties.type.${type}`)}
              </label>
            ))}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="primary" data-testid="create-property">
              {t("propertyEdit.create")}
            </button>
            <button type="button" className="secondary" onClick={close}>
              {t("propertyEdit.cancel")}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
