/** Foundations: the colour tokens of the toolbar's brand and theme, and the contrast of the pairs the widgets draw. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRANDS, lookOf } from '../support/look';
import { Code, contrastPairs, contrastRatio, family, FoundationPage, Section, Table, themeTokens } from '../support/foundations';

function ColourPage({ globals }: { globals: Record<string, unknown> }) {
  const look = lookOf(globals);
  const tokens = themeTokens(look);
  const colours = family(tokens, '--medspa-color');
  const value = new Map(tokens.map((t) => [t.name, t.value]));
  const pairs = contrastPairs(colours);
  return (
    <FoundationPage
      title="Colour"
      lead={
        <>
          The theme&apos;s colour tokens in the brand &ldquo;{BRANDS[look.brand].title}&rdquo;, {look.theme} theme (change both in the
          toolbar). A site sets them on the elements: <Code>{'medspa-hero { --medspa-color-primary: #234 }'}</Code>.
        </>
      }
    >
      <Section title="Tokens">
        <ul
          style={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: '1rem',
            gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
          }}
        >
          {colours.map((t) => (
            <li key={t.name} style={{ border: '1px solid var(--medspa-color-border)', borderRadius: '0.5rem', overflow: 'hidden' }}>
              <div
                aria-hidden="true"
                style={{ height: '4.5rem', background: t.value, borderBottom: '1px solid var(--medspa-color-border)' }}
              />
              <div style={{ padding: '0.75rem' }}>
                <Code>{t.name}</Code>
                <div>
                  <Code>{t.value}</Code>
                  {t.value !== t.default && (
                    <span style={{ color: 'var(--medspa-color-muted)' }}>
                      {' '}
                      (default <Code>{t.default}</Code>)
                    </span>
                  )}
                </div>
                <p style={{ margin: '0.25rem 0 0', color: 'var(--medspa-color-muted)', fontSize: '0.875rem' }}>{t.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Contrast pairs">
        <Table
          caption="WCAG 2.2 AA: 4.5:1 for text, 3:1 for the focus ring"
          head={['Pair', 'Sample', 'Ratio', 'Minimum', 'Result']}
          rows={pairs.map((p) => {
            const ratio = contrastRatio(value.get(p.fg)!, value.get(p.bg)!);
            const pass = ratio !== undefined && ratio >= p.min;
            return [
              <>
                {p.use}
                <br />
                <Code>{p.fg}</Code> on <Code>{p.bg}</Code>
              </>,
              p.min < 4.5 ? (
                // A ring, not text: its colour is held to 3:1 against what it surrounds.
                <span
                  style={{
                    display: 'inline-block',
                    padding: '0.25rem 0.75rem',
                    background: value.get(p.bg),
                    color: value.get('--medspa-color-text'),
                    outline: `3px solid ${value.get(p.fg)}`,
                    outlineOffset: '2px',
                    borderRadius: '0.25rem',
                  }}
                >
                  Focus
                </span>
              ) : (
                <span
                  style={{
                    display: 'inline-block',
                    padding: '0.25rem 0.75rem',
                    background: value.get(p.bg),
                    color: value.get(p.fg),
                    border: '1px solid var(--medspa-color-border)',
                    borderRadius: '0.25rem',
                    fontWeight: 600,
                  }}
                >
                  Aa Book Now
                </span>
              ),
              ratio === undefined ? 'not a colour' : `${ratio.toFixed(2)}:1`,
              `${p.min}:1`,
              pass ? 'Pass' : 'Fails',
            ];
          })}
        />
      </Section>
    </FoundationPage>
  );
}

const meta = {
  component: ColourPage,
  tags: ['!autodocs'],
  render: (_args, { globals }) => <ColourPage globals={globals} />,
} satisfies Meta<typeof ColourPage>;
export default meta;

export const Colour: StoryObj<typeof meta> = { args: { globals: {} } };
