// One review: its stars, date, unit (when all units are shown) and text, then the host's reply or
// the form to write it. A reply is public and final (domain/reviews/review-document.ts), so the
// form says so before it is sent.
import { useId, useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReviewDocument } from "../../../domain/reviews/review-document.ts";
import { reviewReplyPayload } from "../../../domain/reviews/review-reply.ts";
import { maxPayloadTextLength } from "../../../domain/reservations/payload-text.ts";
import { useSendCommand } from "../reservations/use-send-command.ts";
import { intlLocale } from "../../i18n/i18n.ts";
import { StarIcon } from "../../ui/icons.tsx";

export function ReviewCard(props: {
  review: ReviewDocument;
  unitTitle: string | undefined;
  isNew: boolean;
  pending: boolean;
}) {
  const { review } = props;
  const { t, i18n } = useTranslation();
  const send = useSendCommand();
  const id = useId();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  // One formatter per language, not per render: a list of reviews redraws on every reply typed.
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: "medium", timeZone: "UTC" }),
    [i18n.language],
  );
  const date = dateFormat.format(Date.parse(review.createdAt));

  const submit = () => {
    const result = reviewReplyPayload(review.publicId, text);
    if (!result.ok) {
      setError(
        result.error === "empty"
          ? t("statistics.reviews.replyRequired")
          : t("reservations.explanationTooLong", { max: result.maxLength }),
      );
      return;
    }
    send("replyToReview", result.payload, t("statistics.reviews.replySent"), () => {
      setReplying(false);
      setText("");
      setError(undefined);
    });
  };

  return (
    <li className="review-card" data-testid={`review-${review.publicId}`} aria-labelledby={`${id}-title`}>
      <div className="review-head">
        <span
          id={`${id}-title`}
          className="review-stars"
          role="img"
          aria-label={t("statistics.reviews.stars", { count: review.rating })}
        >
          {[1, 2, 3, 4, 5].map((point) => (
            <StarIcon key={point} filled={point <= review.rating} />
          ))}
        </span>
        <span className="review-date">{date}</span>
        {props.unitTitle ? <span className="review-unit">{props.unitTitle}</span> : null}
        {props.isNew ? <span className="status review-new">{t("statistics.reviews.new")}</span> : null}
      </div>
      <p className="review-text">{review.text}</p>
      {review.reply !== null ? (
        <div className="review-reply" data-testid="review-reply">
          <strong>{t("statistics.reviews.yourReply")}</strong>
          <p>{review.reply}</p>
          {props.pending ? <span className="pending">{t("statistics.reviews.waiting")}</span> : null}
        </div>
      ) : replying ? (
        <form
          className="review-reply-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-reply`}>{t("statistics.reviews.replyLabel")}</label>
            <textarea
              id={`${id}-reply`}
              rows={4}
              value={text}
              autoFocus
              aria-invalid={error !== undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
              onKeyDown={(e) => {
                // Ctrl/Cmd-Enter sends, as in the inbox; Escape gives up the draft.
                if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  submit();
                } else if (e.key === "Escape") {
                  e.preventDefault();
                  setReplying(false);
                }
              }}
            />
            <span id={`${id}-hint`} className="hint">
              {t("statistics.reviews.replyHint", { length: text.trim().length, max: maxPayloadTextLength })}
            </span>
            {error ? (
              <span className="error" role="alert">
                {error}
              </span>
            ) : null}
          </div>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setReplying(false)}>
              {t("app.cancel")}
            </button>
            <button type="submit" className="primary">
              {t("statistics.reviews.sendReply")}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="secondary" onClick={() => setReplying(true)}>
          {t("statistics.reviews.reply")}
        </button>
      )}
    </li>
  );
}
