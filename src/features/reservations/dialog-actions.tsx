// The last row of a reason dialog: a secondary button that closes without sending, then the primary
// submit. One component so the three dialogs keep the same order, which the keyboard path relies on
// (Tab from the last field reaches close, then submit).
export function DialogActions(props: { closeLabel: string; submitLabel: string; onClose: () => void }) {
  return (
    <div className="actions">
      <button type="button" className="secondary" onClick={props.onClose}>
        {props.closeLabel}
      </button>
      <button type="submit" className="primary">
        {props.submitLabel}
      </button>
    </div>
  );
}
