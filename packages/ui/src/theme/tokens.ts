/**
 * Design tokens. Components read them only as CSS variables (`var(--rb-...)`) through `token()`,
 * so a theme is a swap of variable values, never a change of component code.
 */
export const lightTokens = {
  'color-bg': '#f5f6f8',
  'color-surface': '#ffffff',
  'color-surface-raised': '#ffffff',
  'color-surface-sunken': '#eef0f3',
  'color-border': '#d5d9e0',
  'color-border-strong': '#8a93a3',
  'color-text': '#1b1f27',
  'color-text-muted': '#4f5868',
  'color-text-inverse': '#ffffff',
  'color-primary': '#1f5bd7',
  'color-primary-hover': '#1a4db7',
  'color-primary-active': '#163f96',
  'color-primary-subtle': '#e6eefc',
  'color-focus': '#1f5bd7',
  'color-success': '#17743a',
  'color-success-subtle': '#e3f4e9',
  'color-warning': '#8a5300',
  'color-warning-subtle': '#fff3dc',
  'color-danger': '#c0262d',
  'color-danger-hover': '#a11f25',
  'color-danger-subtle': '#fdeaea',
  'color-overlay': 'rgba(15, 20, 30, 0.5)',
  'font-family': "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  'font-family-mono': "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.375rem',
  'font-size-2xl': '1.75rem',
  'font-weight-regular': '400',
  'font-weight-medium': '500',
  'font-weight-bold': '650',
  'line-height': '1.5',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.5rem',
  'space-6': '2rem',
  'space-7': '3rem',
  'radius-sm': '4px',
  'radius-md': '6px',
  'radius-lg': '10px',
  'radius-full': '999px',
  'shadow-sm': '0 1px 2px rgba(15, 20, 30, 0.08)',
  'shadow-md': '0 4px 12px rgba(15, 20, 30, 0.12)',
  'shadow-lg': '0 12px 32px rgba(15, 20, 30, 0.18)',
  'z-menu': '100',
  'z-drawer': '200',
  'z-modal': '300',
  'z-toast': '400',
  'z-tooltip': '500',
  'motion-fast': '120ms',
  'motion-medium': '200ms',
  'motion-easing': 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export type TokenName = keyof typeof lightTokens;

export const darkTokens: Record<TokenName, string> = {
  ...lightTokens,
  'color-bg': '#12151b',
  'color-surface': '#1b1f27',
  'color-surface-raised': '#232833',
  'color-surface-sunken': '#0e1116',
  'color-border': '#343b48',
  'color-border-strong': '#6b7588',
  'color-text': '#eef0f4',
  'color-text-muted': '#aab2c0',
  'color-text-inverse': '#12151b',
  'color-primary': '#6d9cff',
  'color-primary-hover': '#8cb1ff',
  'color-primary-active': '#a9c4ff',
  'color-primary-subtle': '#1d2a45',
  'color-focus': '#8cb1ff',
  'color-success': '#5fd08a',
  'color-success-subtle': '#15301f',
  'color-warning': '#f2b450',
  'color-warning-subtle': '#3a2a10',
  'color-danger': '#ff7a7f',
  'color-danger-hover': '#ff9a9e',
  'color-danger-subtle': '#3d1719',
  'color-overlay': 'rgba(0, 0, 0, 0.6)',
};

/** A token as a CSS value: `token('color-primary')` -> `var(--rb-color-primary)`. */
export const token = (name: TokenName) => `var(--rb-${name})`;

export function cssVariables(tokens: Record<TokenName, string>): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--rb-${name}: ${value};`)
    .join('\n');
}
