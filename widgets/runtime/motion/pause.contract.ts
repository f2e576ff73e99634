/** The public surface of the pause control (PauseButton, motion.css), shared by every element that moves. */
export const pauseControl = {
  parts: { 'pause-button': 'The pause/play control of what moves.' },
  cssProperties: {
    '--medspa-pause-bg': 'Background of the pause control.',
    '--medspa-pause-bg-hover': 'Its background on hover.',
    '--medspa-pause-color': 'Its icon and text colour.',
    '--medspa-pause-border': 'Its border colour.',
    '--medspa-pause-focus': 'Its focus ring colour.',
  },
} as const;
