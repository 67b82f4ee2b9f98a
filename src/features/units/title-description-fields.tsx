// A title and a description with the spec's length limits, shared by the unit's about page and the
// listing flow's unit and property title steps; each form names its own labels, hint and height.
import { maxProseLength, maxTitleLength } from "../../../domain/validation/text-fields.ts";
import { UnitField } from "./unit-field.tsx";

export type TitleDescription = { title: string; description: string };

export function TitleDescriptionFields(props: {
  values: TitleDescription;
  labels: { title: string; description: string };
  titleHint?: string;
  descriptionRows: number;
  messagesOf: (field: string) => readonly string[];
  onChange: (patch: Partial<TitleDescription>) => void;
}) {
  const { values, messagesOf, onChange } = props;
  return (
    <>
      <UnitField
        label={props.labels.title}
        {...(props.titleHint === undefined ? {} : { hint: props.titleHint })}
        messages={messagesOf("title")}
      >
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={maxTitleLength}
            value={values.title}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        )}
      </UnitField>
      <UnitField label={props.labels.description} messages={messagesOf("description")}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={props.descriptionRows}
            maxLength={maxProseLength}
            value={values.description}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </UnitField>
    </>
  );
}
