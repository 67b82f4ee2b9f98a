// The monthly plans as radio buttons with their prices; the unit's current plan is shown, not offered.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Plan } from "../../../domain/subscription/subscription.ts";
import { planPrice } from "./format-plan.ts";

export function PlanChoice(props: {
  plans: readonly Plan[];
  currentPlanItemPriceId: string | null;
  chosen: string | null;
  onChoose: (planItemPriceId: string) => void;
  invalid: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="unit-choices" aria-invalid={props.invalid || undefined} data-testid="plan-choice">
      <legend>{t("unitSubscription.manage.plans")}</legend>
      {props.plans.map((plan) => {
        const current = plan.planItemPriceId === props.currentPlanItemPriceId;
        return (
          <label key={plan.planItemPriceId} className="checkbox-row">
            <input
              type="radio"
              name="planItemPriceId"
              value={plan.planItemPriceId}
              disabled={current}
              checked={props.chosen === plan.planItemPriceId}
              onChange={() => props.onChoose(plan.planItemPriceId)}
            />
            <span>
              {t("unitSubscription.manage.planLine", {
                name: plan.name,
                price: planPrice(plan, i18n.language),
              })}
              {current ? ` ${t("unitSubscription.manage.current")}` : ""}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
