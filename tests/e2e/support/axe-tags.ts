/** The axe rule sets every accessibility check runs: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices.
 * Plain data: the browser tests (./axe.ts) and Storybook's accessibility panel (.storybook/preview.tsx) share it. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
