/** Site footer: static content from widgets/content/clinic.ts. */
import { footer } from '../widgets/footer/footer.contract';
import { elementMeta, type ElementStory } from './support/element-story';

const meta = { ...elementMeta(footer) };
export default meta;

export const Default: ElementStory = {};
export const FixedYear: ElementStory = { args: { year: 2030 } };
