/**
 * Foundations: the font tokens, the type scale (every --medspa-font-size* and --medspa-text-* custom property the
 * theme declares), the heading levels as an element draws them, and the font sizes the widgets' CSS uses.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { clinic } from '../../widgets/content/clinic';
import { lookOf } from '../support/look';
import { Code, family, FoundationPage, Section, Table, themeTokens, valuesInUse, WidgetSample, InUse } from '../support/foundations';

const SAMPLE = `${clinic.name}: look and feel your best`;

function TypographyPage({ globals }: { globals: Record<string, unknown> }) {
  const tokens = themeTokens(lookOf(globals));
  const fonts = tokens.filter((t) => t.name === '--medspa-font' || t.name === '--medspa-font-heading');
  const scale = family(tokens, '--medspa-font-size', '--medspa-text');
  const inUse = valuesInUse(/font-size/);
  return (
    <FoundationPage
      title="Typography"
      lead={
        <>
          Text inside an element is sized in <Code>em</Code> from <Code>--medspa-font-size</Code> (default <Code>medium</Code>, the
          visitor&apos;s browser setting), so the whole element scales with it; try 200% text in the toolbar.
        </>
      }
    >
      <Section title="Fonts">
        <Table
          caption="Font tokens"
          head={['Token', 'Value', 'Sample']}
          rows={fonts.map((t) => [
            <Code>{t.name}</Code>,
            <Code>{t.value}</Code>,
            <WidgetSample>
              <p style={{ fontFamily: `var(${t.name})`, fontSize: '1.25em' }}>{SAMPLE}</p>
            </WidgetSample>,
          ])}
        />
      </Section>
      <Section title="Type scale">
        <Table
          caption="Size tokens, in the theme's order"
          head={['Token', 'Value', 'Sample']}
          rows={scale.map((t) => [
            <>
              <Code>{t.name}</Code>
              {t.description && <div style={{ fontSize: '0.875rem', color: 'var(--medspa-color-muted)' }}>{t.description}</div>}
            </>,
            <Code>{t.value}</Code>,
            <WidgetSample>
              <p style={{ fontSize: `var(${t.name})` }}>{SAMPLE}</p>
            </WidgetSample>,
          ])}
        />
      </Section>
      <Section title="Headings">
        <p>
          As every element draws them (widgets/runtime/theme.css: the heading font, weight 600, line height 1.2); a section heading is{' '}
          <Code>.medspa-section__heading</Code>. Where an element sits in the page&apos;s outline, see Patterns.
        </p>
        <WidgetSample>
          <div style={{ display: 'grid', gap: '0.75em' }}>
            <h1>Heading 1 · {clinic.name}</h1>
            <h2 className="medspa-section__heading" style={{ textAlign: 'start' }}>
              Section heading · Our services
            </h2>
            <h2>Heading 2 · Our services</h2>
            <h3>Heading 3 · Facial Aesthetics</h3>
            <h4>Heading 4 · What to expect</h4>
            <p>Body text · {SAMPLE}.</p>
          </div>
        </WidgetSample>
      </Section>
      <InUse
        title="Sizes in the widgets' CSS"
        caption={`${inUse.length} distinct font-size values across the widgets' stylesheets`}
        head="Value"
        uses={inUse}
      />
    </FoundationPage>
  );
}

const meta = {
  component: TypographyPage,
  tags: ['!autodocs'],
  render: (_args, { globals }) => <TypographyPage globals={globals} />,
} satisfies Meta<typeof TypographyPage>;
export default meta;

export const Typography: StoryObj<typeof meta> = { args: { globals: {} } };
