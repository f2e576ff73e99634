/**
 * The frame pages' script (/widgets/frame/<tag>, ./frame-page.tsx; bundled by the site build: the CSP allows no inline
 * script): tells the framing page the content's height and the element's events, and takes its campaign and prefill
 * (widgets/runtime/frame-child.ts).
 */
import { startFrameChild } from '../../widgets/runtime/frame-child';

startFrameChild();
