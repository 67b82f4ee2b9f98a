// A labelled control of a unit page with its messages: the unit pages check as the user goes, so
// their messages are announced.
import type { ComponentProps } from "react";
import { FormField } from "../../ui/form-field.tsx";

export function UnitField(props: Omit<ComponentProps<typeof FormField>, "block" | "alert">) {
  return <FormField {...props} block="unit-field" alert />;
}
