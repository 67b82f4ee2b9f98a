// Icons drawn as inline SVG in the text's colour and size. A character such as a bell (U+1F514) or a
// play mark (U+25B6) is drawn by whatever emoji font a machine has: a colour picture on one, an empty box on another (Debian's
// Chromium without an emoji font). Every icon is decoration: the control or text beside it carries
// the accessible name, so each is hidden from assistive technology and never takes focus.
import type { ReactElement, ReactNode } from "react";

function Icon(props: {
  children: ReactNode;
  className?: string | undefined;
  filled?: boolean;
}): ReactElement {
  return (
    <svg
      className={props.className ? `icon ${props.className}` : "icon"}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={props.filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {props.children}
    </svg>
  );
}

/** The notifications bell. */
export function BellIcon(props: { className?: string }) {
  return (
    <Icon className={props.className}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Icon>
  );
}

/** A video's play mark. */
export function PlayIcon(props: { className?: string }) {
  return (
    <Icon className={props.className} filled>
      <path d="M8 5v14l11-7z" />
    </Icon>
  );
}

/** A star, filled (a favourite, a rating point) or as an outline (a rating point not given). */
export function StarIcon(props: { className?: string; filled: boolean }) {
  return (
    <Icon className={props.className} filled={props.filled}>
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z" />
    </Icon>
  );
}

/** A done mark. */
export function CheckIcon(props: { className?: string }) {
  return (
    <Icon className={props.className}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** A step not done yet: an empty circle. */
export function OpenCircleIcon(props: { className?: string }) {
  return (
    <Icon className={props.className}>
      <circle cx="12" cy="12" r="7.5" />
    </Icon>
  );
}
