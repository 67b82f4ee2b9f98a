// /properties/{propertyId}/units/{unitId}/promotions (listing spec §2, §3, §7): the promotions the
// server offers for the unit, each with its discount and state, switched on or off with one
// setPromotion command (shown at once, offline too, sent once; rolled back with the server's reason
// when refused). The types are the server's opaque keys; the known ones have names.
import { useMemo } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { UnitId } from "../../../domain/ids.ts";
import { togglePromotion } from "../../../domain/promotions/promotion.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";
import { useOutbox } from "../sync/use-outbox.ts";
import { useCurrentUnit } from "../units/use-current-unit.ts";
import "./unit-subscription.css";

export function PromotionsPage() {
  const { t } = useTranslation();
  const { unit } = useCurrentUnit();
  const send = useSendCommand();
  const outbox = useOutbox();
  const waitingTypes = useMemo(
    () =>
      new Set(
        outbox
          .filter(
            (e) =>
              e.type === "setPromotion" &&
              e.state !== "failed" &&
              (e.payload as { unitId?: string }).unitId === unit.id,
          )
          .map((e) => String((e.payload as { type?: string }).type)),
      ),
    [outbox, unit.id],
  );
  const promotions = Object.values(unit.promotions).sort((a, b) => a.type.localeCompare(b.type));

  return (
    <section className="unit-subscription" aria-labelledby="promotions-title" data-testid="promotions">
      <h2 id="promotions-title">{t("unitSubscription.promotions.title")}</h2>
      <p className="unit-field-hint">{t("unitSubscription.promotions.intro")}</p>
      {promotions.length === 0 ? (
        <p className="empty" data-testid="no-promotions">
          {t("unitSubscription.promotions.none")}
        </p>
      ) : (
        <ul className="promotion-list">
          {promotions.map((promotion) => {
            const active = promotion.state === "ACTIVE";
            const name = t(`unitSubscription.promotions.types.${promotion.type}`, {
              defaultValue: promotion.type,
            });
            return (
              <li
                key={promotion.type}
                data-testid="promotion"
                data-type={promotion.type}
                data-state={promotion.state}
              >
                <span className="promotion-name">{name}</span>
                <span className="promotion-discount">
                  {promotion.data === undefined
                    ? null
                    : t("unitSubscription.promotions.discount", { discount: promotion.data.discount })}
                </span>
                <span className={active ? "promotion-state active" : "promotion-state"}>
                  {t(active ? "unitSubscription.promotions.active" : "unitSubscription.promotions.inactive")}
                </span>
                {waitingTypes.has(promotion.type) ? (
                  <span className="pending">{t("unitSubscription.waiting")}</span>
                ) : null}
                <button
                  type="button"
                  className="secondary"
                  aria-label={t(
                    active
                      ? "unitSubscription.promotions.deactivateNamed"
                      : "unitSubscription.promotions.activateNamed",
                    { name },
                  )}
                  onClick={() => {
                    const change = togglePromotion(promotion);
                    send(
                      "setPromotion",
                      { unitId: UnitId.make(unit.id), ...change },
                      t(
                        change.state === "ACTIVE"
                          ? "unitSubscription.promotions.activated"
                          : "unitSubscription.promotions.deactivated",
                        { name },
                      ),
                    );
                  }}
                >
                  {t(
                    active
                      ? "unitSubscription.promotions.deactivate"
                      : "unitSubscription.promotions.activate",
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
