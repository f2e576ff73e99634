/**
 * Foundations: patterns. The two booking controls (the external Book Now link and the Schedule Consultation dialog
 * button), drawn with the theme's button as the elements draw them, and where headings sit in a page's outline.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code, elementDeclarations, FoundationPage, Section, Table, WidgetSample } from '../support/foundations';

const DOS: [string, string][] = [
  [
    'Book Now for a treatment booked online: a link to the scheduling provider, opening in a new tab (it says so to screen readers).',
    'Make Book Now a button, open it in a dialog, or open it in the same tab.',
  ],
  [
    'Schedule Consultation for a treatment that needs a consultation first: a button opening the dialog "Schedule a Consultation".',
    'Link Schedule Consultation to another page, or name it "Book Now" (the visitor expects the provider).',
  ],
  [
    'A service page\'s own call to action is one of the two, in its words letter for letter: "Book Now", "Schedule Consultation".',
    'Put both in one page\'s content, or reword them ("Book", "Schedule a consult").',
  ],
  ['The same shape, height (at least 44 px) and colour for both.', 'Give one a pill and the other square corners, or a second colour.'],
];

const HEADINGS: [string, string][] = [
  [
    "Set heading-level to where the element sits in the page's outline (a section under the page's h1 is 2); its card headings sit one below.",
    'Pick a level for its size: the size follows the style, not the level.',
  ],
  ["One h1 per page: the page's own heading.", 'Skip levels (an h2 followed by an h4).'],
];

function DoDont({ rows, caption }: { rows: [string, string][]; caption: string }) {
  return (
    <div
      role="group"
      aria-label={caption}
      style={{ display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}
    >
      {(['Do', "Don't"] as const).map((kind, col) => (
        <div
          key={kind}
          style={{
            border: '1px solid var(--medspa-color-border)',
            borderTop: `4px solid ${col === 0 ? 'var(--medspa-color-primary)' : 'var(--medspa-color-danger)'}`,
            borderRadius: '0.5rem',
            padding: '0.75rem 1rem',
          }}
        >
          <h3 style={{ margin: '0 0 0.5rem', fontSize: '1.125rem' }}>{kind}</h3>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {rows.map((r) => (
              <li key={r[col]}>{r[col]}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function PatternsPage() {
  const levels = elementDeclarations().flatMap((d) =>
    d.attributes.filter((a) => a.name === 'heading-level').map((a) => ({ tag: d.tagName!, ...a })),
  );
  return (
    <FoundationPage title="Patterns" lead="How the shared controls and headings are used, so every page says and draws them the same way.">
      <Section title="Booking buttons">
        <WidgetSample style={{ margin: '0 0 1rem' }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1em', alignItems: 'center' }}>
            <a className="medspa-btn" href={__MEDSPA_DEFAULTS__.bookingUrl} target="_blank" rel="noopener noreferrer">
              Book Now<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button type="button" className="medspa-btn" aria-haspopup="dialog">
              Schedule Consultation
            </button>
          </div>
        </WidgetSample>
        <p>
          Both are the theme&apos;s <Code>.medspa-btn</Code> (<Code>&lt;medspa-book-now&gt;</Code> and{' '}
          <Code>&lt;medspa-consultation-button&gt;</Code> draw them).
        </p>
        <DoDont caption="Booking buttons: do and don't" rows={DOS} />
      </Section>
      <Section title="Heading levels">
        <DoDont caption="Heading levels: do and don't" rows={HEADINGS} />
        <div style={{ marginTop: '1rem' }}>
          <Table
            caption="Elements whose heading level the page sets"
            head={['Element', 'Default level', 'Attribute']}
            rows={levels.map((l) => [<Code>{`<${l.tag}>`}</Code>, l.default ?? '', l.description])}
          />
        </div>
      </Section>
    </FoundationPage>
  );
}

const meta = { component: PatternsPage, tags: ['!autodocs'] } satisfies Meta<typeof PatternsPage>;
export default meta;

export const Patterns: StoryObj<typeof meta> = {};
