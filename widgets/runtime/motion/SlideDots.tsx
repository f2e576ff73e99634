/**
 * Slide dots (hero, gallery): one button per slide, "Go to slide N"; the selected slide's dot is filled and carries
 * aria-current. Where the slide on screen can differ from the one picked (the hero keeps the visitor's pick apart
 * from the automatic position, docs/product.md §4), `showing` marks the dot on screen with a ring.
 * Add `motionStyles` to the widget's styles.
 */
export interface SlideDotsProps {
  count: number;
  selected: number;
  /** The slide on screen, when it is tracked apart from `selected`. */
  showing?: number;
  onPick: (index: number) => void;
}

export function SlideDots({ count, selected, showing, onPick }: SlideDotsProps) {
  return (
    <div className="medspa-dots" role="group" aria-label="Choose a slide">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={`medspa-dot${i === selected ? ' is-selected' : ''}${i === showing ? ' is-showing' : ''}`}
          part="dot"
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => onPick(i)}
        />
      ))}
    </div>
  );
}
