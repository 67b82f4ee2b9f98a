// Twelve months as bars, each labelled with its month and its figure, so the chart reads as a list
// to a screen reader and at a glance on screen. Heights are relative to the largest month.
export interface MonthBar {
  readonly month: string;
  /** 0 to 1 of the tallest bar. */
  readonly share: number;
  readonly text: string;
}

export function MonthBars(props: { label: string; bars: readonly MonthBar[]; testId: string }) {
  return (
    <ol className="month-bars" aria-label={props.label} data-testid={props.testId}>
      {props.bars.map((bar) => (
        <li key={bar.month}>
          <span className="month-bar-value">{bar.text}</span>
          <span className="month-bar-track" aria-hidden="true">
            <span className="month-bar" style={{ height: `${Math.round(bar.share * 100)}%` }} />
          </span>
          <span className="month-bar-label">{bar.month}</span>
        </li>
      ))}
    </ol>
  );
}
