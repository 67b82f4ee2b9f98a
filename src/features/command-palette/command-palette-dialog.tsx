// The command palette itself: a combobox over a listbox in a modal dialog. Focus stays in the
// input; the arrows move the active option (aria-activedescendant, outlined like focus), Enter
// runs it, Esc closes (the native dialog's cancel).
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { rankByFuzzyMatch } from "../../../domain/search/fuzzy-match.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { useNavigationSettings } from "../../app/use-navigation-settings.ts";
import { paletteCommands, type PaletteActions, type PaletteCommand } from "./palette-commands.ts";

export function CommandPaletteDialog(props: { actions: PaletteActions; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const settings = useNavigationSettings();
  const commands = useMemo(
    () => paletteCommands(t, i18n.language, settings, props.actions),
    [t, i18n.language, settings, props.actions],
  );
  const id = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const ranked = useMemo(() => rankByFuzzyMatch(commands, query, (c) => c.label), [commands, query]);
  const current = ranked[Math.min(active, ranked.length - 1)];
  const optionId = (command: PaletteCommand) => `${id}-${command.id}`;

  const run = (command: PaletteCommand | undefined) => {
    if (!command) return;
    props.onClose();
    command.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = ranked.length - 1;
    const at = Math.min(active, last);
    const moves: Record<string, number> = {
      ArrowDown: at >= last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
      PageDown: Math.min(last, at + 5),
      PageUp: Math.max(0, at - 5),
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key]!;
      setActive(next);
      document.getElementById(optionId(ranked[next]!))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      event.preventDefault();
      run(current);
    }
  };

  return (
    <Dialog open onClose={props.onClose} labelledBy={`${id}-title`} width={560}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t("commandPalette.title")}
      </h2>
      <input
        className="palette-input"
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(current) : undefined}
        aria-label={t("commandPalette.title")}
        placeholder={t("commandPalette.placeholder")}
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="command-palette-input"
      />
      <ul className="palette-list" role="listbox" id={`${id}-list`} aria-label={t("commandPalette.title")}>
        {ranked.map((command, index) => (
          <li
            key={command.id}
            id={optionId(command)}
            role="option"
            aria-selected={command === current}
            className="palette-option"
            onMouseMove={() => setActive(index)}
            onClick={() => run(command)}
          >
            <span>{command.label}</span>
            <span className="palette-group">{t(`commandPalette.groups.${command.group}`)}</span>
          </li>
        ))}
      </ul>
      {ranked.length === 0 ? (
        <p className="palette-empty" role="status">
          {t("commandPalette.noResults", { query: query.trim() })}
        </p>
      ) : null}
    </Dialog>
  );
}
