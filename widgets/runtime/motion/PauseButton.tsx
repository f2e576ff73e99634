/**
 * The visible pause/play control every rotating widget carries (WCAG 2.2.2: motion longer than 5 s).
 * Its accessible name swaps between "Pause <what>" and "Play <what>" (no aria-pressed, the label says it).
 * Add `motionStyles` to the widget's styles.
 */
import { pauseIcon, pauseLabel } from './rotation';

export interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /** What moves, in the name: "slideshow" gives "Pause slideshow" / "Play slideshow". */
  what: string;
  /** Show the words beside the icon (default: icon only, the words are for assistive technology and the tooltip). */
  showLabel?: boolean;
  className?: string;
}

export function PauseButton({ paused, onToggle, what, showLabel = false, className }: PauseButtonProps) {
  // The name and the icon come from ./rotation.ts, as the plain-DOM driver (./dom.ts) writes them before React.
  const label = pauseLabel(paused, what);
  return (
    <button
      type="button"
      className={`medspa-pause ${className ?? ''}`}
      part="pause-button"
      onClick={onToggle}
      title={label}
      data-paused={paused}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
        <path d={pauseIcon(paused)} fill="currentColor" />
      </svg>
      <span className={showLabel ? 'medspa-pause__label' : 'sr-only'}>{label}</span>
    </button>
  );
}
