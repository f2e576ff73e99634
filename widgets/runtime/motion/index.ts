import css from './motion.css?inline';
export { useReducedMotion, prefersReducedMotion, REDUCED_MOTION_QUERY } from './use-reduced-motion';
export { useAutoplay, usePausedState, type Autoplay, type AutoplayOptions } from './use-autoplay';
export { PauseButton, type PauseButtonProps } from './PauseButton';
/** Widgets that show a PauseButton add this to their `styles`. */
export const motionStyles = css;
