// Deleting a property, behind a confirmation. A property with live units cannot be deleted
// (domain/properties/property-deletability.ts): the dialog says so and offers no delete, the same
// rule the server refuses by; anything the server refuses besides shows in the failed commands.
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useNavigate } from "react-router";
import { PropertyId } from "../../../domain/ids.ts";
import { propertyDeletionRefusal } from "../../../domain/properties/property-deletability.ts";
import type { PropertyState } from "../../../domain/properties/property-state.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { useSendCommand } from "../reservations/use-send-command.ts";

export function DeleteProperty(props: {
  propertyId: string;
  name: string;
  units: readonly { readonly state: PropertyState }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = useSendCommand();
  const [open, setOpen] = useState(false);
  const refusal = propertyDeletionRefusal(props.units);
  const live = props.units.filter((u) => u.state !== "DELETED").length;

  return (
    <>
      <button
        type="button"
        className="secondary danger"
        data-testid="delete-property"
        onClick={() => setOpen(true)}
      >
        {t("propertyEdit.delete")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="delete-property-title" width={460}>
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            if (refusal !== undefined) return;
            send(
              "deleteProperty",
              { propertyId: PropertyId.make(props.propertyId) },
              t("propertyEdit.deleted"),
              () => {
                setOpen(false);
                void navigate("/properties");
              },
            );
          }}
        >
          <h2 id="delete-property-title">{t("propertyEdit.deleteTitle", { name: props.name })}</h2>
          {refusal === undefined ? (
            <p>{t("propertyEdit.deleteBody")}</p>
          ) : (
            <p role="alert" data-testid="delete-refused">
              {t("propertyEdit.deleteRefused", { count: live })}
            </p>
          )}
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setOpen(false)}>
              {t(refusal === undefined ? "propertyEdit.cancel" : "propertyEdit.close")}
            </button>
            {refusal === undefined ? (
              <button type="submit" className="primary danger" data-testid="confirm-delete-property">
                {t("propertyEdit.confirmDelete")}
              </button>
            ) : null}
          </div>
        </form>
      </Dialog>
    </>
  );
}
