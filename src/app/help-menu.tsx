// The help widget (operations spec §2): a header dropdown 375 px wide and at most 800 px high with
// the knowledge articles, a messaging-app (WhatsApp) link when the help settings give a number, and
// the way to message support (the contact-support modal). Articles are asked when the panel opens
// and kept on the device for offline use.
import { Suspense, lazy, useEffect, useId, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { Schema } from "effect";
import { KnowledgeArticle } from "../../domain/help/knowledge-article.ts";
import { whatsappLink } from "../../domain/help/whatsapp-link.ts";
import { useHeaderDropdown } from "../ui/use-header-dropdown.ts";
import { useSession } from "./session.tsx";
import { usePublicSettings } from "./use-public-settings.ts";
import { keptAnswer } from "./kept-answer.ts";

const ContactSupportDialog = lazy(() =>
  import("./contact-support-dialog.tsx").then((m) => ({ default: m.ContactSupportDialog })),
);

const Articles = Schema.Array(KnowledgeArticle);

export function HelpMenu() {
  const { t } = useTranslation();
  const { api } = useSession();
  const { open, setOpen, root, toggle } = useHeaderDropdown();
  const panelId = useId();
  const settings = usePublicSettings(open);
  const [articles, setArticles] = useState<readonly KnowledgeArticle[] | null | undefined>(undefined);
  const [contactOpen, setContactOpen] = useState(false);
  useEffect(() => {
    if (!open || articles) return;
    let current = true;
    void keptAnswer("hearth.knowledgeArticles", Articles, () =>
      api.request("GET", "/api/app/user/knowledge-articles"),
    ).then((answer) => {
      if (current) setArticles(answer);
    });
    return () => {
      current = false;
    };
  }, [open, articles, api]);
  const whatsapp = whatsappLink(settings?.contact.whatsappNumber ?? null);

  return (
    <div className="help-menu" ref={root} data-testid="help-menu">
      <button
        type="button"
        ref={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("help.button")}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">?</span>
      </button>
      <section id={panelId} className="help-panel" hidden={!open} aria-label={t("help.title")}>
        <header>
          <h2>{t("help.title")}</h2>
        </header>
        <div className="help-contact">
          <button
            type="button"
            className="primary"
            onClick={() => {
              setOpen(false);
              setContactOpen(true);
            }}
          >
            {t("help.messageSupport")}
          </button>
          {whatsapp ? (
            <a href={whatsapp} target="_blank" rel="noreferrer" className="secondary">
              {t("help.whatsapp")}
            </a>
          ) : null}
        </div>
        <h3>{t("help.articles")}</h3>
        {articles === undefined ? (
          <p className="help-empty">{t("app.loading")}</p>
        ) : articles === null || articles.length === 0 ? (
          <p className="help-empty">{t("help.noArticles")}</p>
        ) : (
          <ul className="help-articles" data-testid="help-articles">
            {articles.map((article) => (
              <li key={article.id}>
                <details>
                  <summary>{article.title}</summary>
                  <p>{article.summary}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
      {contactOpen ? (
        <Suspense fallback={null}>
          <ContactSupportDialog onClose={() => setContactOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
