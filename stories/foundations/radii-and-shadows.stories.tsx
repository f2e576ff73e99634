/** Foundations: corner radii and shadows: the theme's tokens, and each element's own properties that set them. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lookOf } from '../support/look';
import { Code, elementProperties, FoundationPage, Section, Table, themeTokens, WidgetSample } from '../support/foundations';

const BOX = {
  width: '6em',
  height: '3.5em',
  background: 'var(--medspa-color-surface-alt)',
  border: '1px solid var(--medspa-color-border)',
};

function RadiiAndShadowsPage({ globals }: { globals: Record<string, unknown> }) {
  const tokens = themeTokens(lookOf(globals));
  const own = elementProperties();
  const kinds = [
    { word: 'radius', title: 'Radii', style: (v: string) => ({ ...BOX, borderRadius: v }) },
    { word: 'shadow', title: 'Shadows', style: (v: string) => ({ ...BOX, background: 'var(--medspa-color-surface)', boxShadow: v }) },
  ];
  return (
    <FoundationPage
      title="Radii and shadows"
      lead={
        <>
          The theme&apos;s tokens, drawn inside an element; below each, the elements&apos; own properties of the same kind, whose default is
          where the element falls back to when the page sets none.
        </>
      }
    >
      {kinds.map((k) => (
        <Section key={k.word} title={k.title}>
          <Table
            caption={`Theme tokens: ${k.word}`}
            head={['Token', 'Value', 'Sample']}
            rows={tokens
              .filter((t) => t.name.includes(k.word))
              .map((t) => [
                <>
                  <Code>{t.name}</Code>
                  <div style={{ fontSize: '0.875rem', color: 'var(--medspa-color-muted)' }}>{t.description}</div>
                </>,
                <Code>{t.value}</Code>,
                <WidgetSample style={{ padding: '0.75rem' }}>
                  <div aria-hidden="true" style={k.style(`var(${t.name})`)} />
                </WidgetSample>,
              ])}
          />
          <Table
            caption={`Elements' own properties: ${k.word}`}
            head={['Element', 'Property', 'Default', 'What it sets']}
            rows={own
              .filter((p) => p.name.includes(k.word))
              .map((p) => [<Code>{`<${p.tag}>`}</Code>, <Code>{p.name}</Code>, <Code>{p.default ?? ''}</Code>, p.description])}
          />
        </Section>
      ))}
    </FoundationPage>
  );
}

const meta = {
  component: RadiiAndShadowsPage,
  tags: ['!autodocs'],
  render: (_args, { globals }) => <RadiiAndShadowsPage globals={globals} />,
} satisfies Meta<typeof RadiiAndShadowsPage>;
export default meta;

export const RadiiAndShadows: StoryObj<typeof meta> = { args: { globals: {} } };
