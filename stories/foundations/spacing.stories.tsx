/** Foundations: the spacing scale (--medspa-space and every --medspa-space-* the theme declares) and the gaps in use. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lookOf } from '../support/look';
import { Code, family, FoundationPage, Section, Table, themeTokens, valuesInUse, WidgetSample, InUse } from '../support/foundations';

function SpacingPage({ globals }: { globals: Record<string, unknown> }) {
  const scale = family(themeTokens(lookOf(globals)), '--medspa-space');
  const gaps = valuesInUse(/gap|row-gap|column-gap/);
  return (
    <FoundationPage
      title="Spacing"
      lead={
        <>
          Space inside an element is in <Code>em</Code>, so it grows with the text. The bars are drawn inside an element, at each
          token&apos;s value.
        </>
      }
    >
      <Section title="Spacing scale">
        <Table
          caption="Space tokens"
          head={['Token', 'Value', 'Size']}
          rows={scale.map((t) => [
            <>
              <Code>{t.name}</Code>
              {t.description && <div style={{ fontSize: '0.875rem', color: 'var(--medspa-color-muted)' }}>{t.description}</div>}
            </>,
            <Code>{t.value}</Code>,
            <WidgetSample>
              <div
                aria-hidden="true"
                style={{ width: `var(${t.name})`, height: '1em', background: 'var(--medspa-color-primary)', borderRadius: '2px' }}
              />
            </WidgetSample>,
          ])}
        />
      </Section>
      <InUse
        title="Gaps in the widgets' CSS"
        caption={`${gaps.length} distinct gap values across the widgets' stylesheets`}
        head="Value"
        uses={gaps}
      />
    </FoundationPage>
  );
}

const meta = {
  component: SpacingPage,
  tags: ['!autodocs'],
  render: (_args, { globals }) => <SpacingPage globals={globals} />,
} satisfies Meta<typeof SpacingPage>;
export default meta;

export const Spacing: StoryObj<typeof meta> = { args: { globals: {} } };
