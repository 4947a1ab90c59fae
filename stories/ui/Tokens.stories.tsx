import { lightTokens, type TokenName, token } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';

const names = Object.keys(lightTokens) as TokenName[];
const byPrefix = (prefix: string) => names.filter((name) => name.startsWith(prefix));

const section: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 24 };
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12 };
const code: CSSProperties = { fontFamily: token('font-family-mono'), fontSize: token('font-size-sm') };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section} aria-label={title}>
      <h2 style={{ margin: 0, fontSize: token('font-size-lg') }}>{title}</h2>
      {children}
    </section>
  );
}

/** The design tokens of the kit, shown as the CSS variables components read. */
function TokenSheet({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <div
      data-theme={theme}
      style={{
        padding: 16,
        background: token('color-bg'),
        color: token('color-text'),
        fontFamily: token('font-family'),
      }}
    >
      <Section title="Colours">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 8 }}>
          {byPrefix('color-').map((name) => (
            <div key={name} style={row} data-token={name}>
              <span
                aria-hidden="true"
                style={{
                  width: 32,
                  height: 32,
                  borderRadius: token('radius-sm'),
                  border: `1px solid ${token('color-border')}`,
                  background: token(name),
                }}
              />
              <span style={code}>{name}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Type scale">
        {byPrefix('font-size-').map((name) => (
          <div key={name} style={row} data-token={name}>
            <span style={{ ...code, width: 120 }}>{name}</span>
            <span style={{ fontSize: token(name) }}>Video library</span>
          </div>
        ))}
        {byPrefix('font-weight-').map((name) => (
          <div key={name} style={row} data-token={name}>
            <span style={{ ...code, width: 120 }}>{name}</span>
            <span style={{ fontWeight: token(name) }}>Video library</span>
          </div>
        ))}
      </Section>
      <Section title="Spacing">
        {byPrefix('space-').map((name) => (
          <div key={name} style={row} data-token={name}>
            <span style={{ ...code, width: 120 }}>{name}</span>
            <span aria-hidden="true" style={{ width: token(name), height: 12, background: token('color-primary') }} />
          </div>
        ))}
      </Section>
      <Section title="Radius and shadow">
        <div style={{ ...row, flexWrap: 'wrap', gap: 24 }}>
          {[...byPrefix('radius-'), ...byPrefix('shadow-')].map((name) => (
            <div key={name} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} data-token={name}>
              <span
                aria-hidden="true"
                style={{
                  width: 64,
                  height: 40,
                  background: token('color-surface'),
                  border: `1px solid ${token('color-border')}`,
                  borderRadius: name.startsWith('radius-') ? token(name) : token('radius-md'),
                  boxShadow: name.startsWith('shadow-') ? token(name) : undefined,
                }}
              />
              <span style={code}>{name}</span>
            </div>
          ))}
        </div>
      </Section>
    </div>
  );
}

const meta: Meta<typeof TokenSheet> = {
  title: 'UI/Tokens',
  component: TokenSheet,
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark'] } },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof TokenSheet>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ['Colours', 'Type scale', 'Spacing', 'Radius and shadow']) {
      await expect(canvas.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const colours = canvasElement.querySelectorAll('[data-token^="color-"]');
    await expect(colours).toHaveLength(byPrefix('color-').length);
    const swatch = canvasElement.querySelector('[data-token="color-primary"] span') as HTMLElement;
    await expect(getComputedStyle(swatch).backgroundColor).toBe('rgb(31, 91, 215)');
  },
};

export const Playground: Story = { args: { theme: 'light' } };

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const swatch = canvasElement.querySelector('[data-token="color-primary"] span') as HTMLElement;
    await expect(getComputedStyle(swatch).backgroundColor).toBe('rgb(109, 156, 255)');
  },
};
