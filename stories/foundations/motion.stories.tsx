/**
 * Foundations: motion. The rotation timings (the widgets' own constants), the transitions and animations their CSS
 * declares, the elements' duration properties, and what reduced motion does (theme.css).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { COLLAGE_INTERVAL_MS } from '../../widgets/about-collage/use-about-images';
import { COLLAGE_TRANSITIONS } from '../../widgets/about-collage/AboutCollage';
import { GALLERY_INTERVAL_MS } from '../../widgets/gallery/use-gallery';
import { TRANSITIONS as GALLERY_TRANSITIONS } from '../../widgets/gallery/Gallery';
import { HERO_INTERVAL_MS } from '../../widgets/hero/use-hero-slides';
import { TICKER_INTERVAL_MS } from '../../widgets/news-ticker/NewsTicker';
import { PREVIEW_INTERVAL_MS } from '../../widgets/service-cards/services';
import { TOAST_DURATION_MS } from '../../widgets/runtime/toast/toast';
import { REDUCED_MOTION_CSS } from '../support/look';
import { Code, elementProperties, FoundationPage, Section, Table, valuesInUse, InUse } from '../support/foundations';

/** The timings, each with the constant that holds it. */
const TIMINGS: [string, number, string][] = [
  ['HERO_INTERVAL_MS', HERO_INTERVAL_MS, 'Hero: each slide shows for'],
  ['TICKER_INTERVAL_MS', TICKER_INTERVAL_MS, 'News ticker: each headline shows for'],
  ['PREVIEW_INTERVAL_MS', PREVIEW_INTERVAL_MS, 'Service cards: each preview image shows for'],
  ['GALLERY_INTERVAL_MS', GALLERY_INTERVAL_MS, `Gallery: each item shows for (then one of ${GALLERY_TRANSITIONS.join(', ')})`],
  ['COLLAGE_INTERVAL_MS', COLLAGE_INTERVAL_MS, `About collage: the tiles move every (then one of ${COLLAGE_TRANSITIONS.join(', ')})`],
  ['TOAST_DURATION_MS', TOAST_DURATION_MS, 'A toast stays for'],
];
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en-US')} s`;

function MotionPage() {
  const css = valuesInUse(/transition|animation|transition-duration|animation-duration/);
  const durations = elementProperties().filter((p) => /\d(ms|s)\b/.test(p.default ?? '') || /fade|transition|duration/.test(p.name));
  return (
    <FoundationPage
      title="Motion"
      lead={
        <>
          What moves by itself has a pause control, and starts paused when the visitor asks for reduced motion (try it in the toolbar); the
          visitor&apos;s own choice of the control wins over the setting.
        </>
      }
    >
      <Section title="Rotation timings">
        <Table
          caption="The widgets' timing constants"
          head={['What', 'Time', 'Constant']}
          rows={TIMINGS.map(([name, ms, what]) => [what, seconds(ms), <Code>{name}</Code>])}
        />
      </Section>
      <Section title="Elements' duration properties">
        <Table
          caption="Set on the element to change a transition's length"
          head={['Element', 'Property', 'Default', 'What it sets']}
          rows={durations.map((p) => [<Code>{`<${p.tag}>`}</Code>, <Code>{p.name}</Code>, <Code>{p.default ?? ''}</Code>, p.description])}
        />
      </Section>
      <InUse
        title="Transitions and animations in the widgets' CSS"
        caption={`${css.length} distinct declarations`}
        head="Declaration"
        uses={css}
      />
      <Section title="Reduced motion">
        <p>
          Rotations start paused (their control reads &ldquo;Play&rdquo;), and widgets/runtime/theme.css ends every animation and transition
          at once:
        </p>
        <pre
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            background: 'var(--medspa-color-surface-alt)',
            padding: '1rem',
            borderRadius: '0.5rem',
          }}
        >
          <code>{REDUCED_MOTION_CSS.trim().replace(/\n {2}/g, '\n')}</code>
        </pre>
      </Section>
    </FoundationPage>
  );
}

const meta = { component: MotionPage, tags: ['!autodocs'] } satisfies Meta<typeof MotionPage>;
export default meta;

export const Motion: StoryObj<typeof meta> = {};
