// A titled group of figures: the name of each figure beside its value, as a description list.
import type { ReactNode } from "react";

export function FigureCard(props: {
  title: string;
  figures: ReadonlyArray<readonly [label: string, value: string]>;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <section className="figure-card" aria-label={props.title} data-testid={props.testId}>
      <h2>{props.title}</h2>
      <dl>
        {props.figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {props.children}
    </section>
  );
}
