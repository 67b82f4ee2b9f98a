// The property step: single or multi-unit (which picks the flow) and the property's name. A change
// of kind a property's units forbid is refused by the same rule the command applies.
import { checkPropertyStep, type PropertyStepForm } from "../../../../domain/listing/listing-step-forms.ts";
import { PropertyFields } from "../property-fields.tsx";
import { useLocalProperties } from "../../properties/use-local-properties.ts";
import type { ListingStepProps } from "../listing-step-props.ts";
import { useStepDraft } from "../use-step-draft.ts";
import { useStepForm } from "../use-step-form.ts";
import { useRegisterSave } from "./use-register-save.ts";

export function PropertyStep(props: ListingStepProps) {
  const property = useLocalProperties().byId.get(props.propertyId);
  const { container, messagesOf, check, send } = useStepForm();
  const draft = useStepDraft<PropertyStepForm>(props.unitId, props.step.name, () => ({
    propertyType: property?.propertyType ?? "",
    title: property?.title ?? "",
  }));

  useRegisterSave(props.registerSave, async () => {
    const checked = check(checkPropertyStep(draft.values));
    if (checked === undefined || property === undefined) return false;
    const changes = {
      ...(checked.title === property.title ? {} : { title: checked.title }),
      ...(checked.propertyType === property.propertyType ? {} : { propertyType: checked.propertyType }),
    };
    const sent =
      Object.keys(changes).length === 0 ||
      (await send(["updateProperty", { propertyId: props.propertyId, changes }]));
    if (sent) draft.clear();
    return sent;
  });

  return (
    <div ref={container} className="listing-fields">
      <PropertyFields
        values={draft.values}
        focusName={false}
        messagesOf={messagesOf}
        onChange={(patch) => draft.set(patch)}
      />
    </div>
  );
}
