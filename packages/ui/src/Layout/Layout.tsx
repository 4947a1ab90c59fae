import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { token } from '../theme/index.ts';

/** A step of the spacing scale: 1 (0.25rem) to 7 (3rem). */
export type Space = 1 | 2 | 3 | 4 | 5 | 6 | 7;
const space = (step: Space) => token(`space-${step}`);

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
const alignOf = (align: Align) => (align === 'start' || align === 'end' ? `flex-${align}` : align);

/** Children one under the other with an even gap. */
export const Stack = styled.div<{ $gap?: Space; $align?: Align }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 3 }) => space($gap)};
  align-items: ${({ $align = 'stretch' }) => alignOf($align)};
  min-width: 0;
`;

/**
 * Children side by side with an even gap, wrapping onto the next line when there is no room
 * (button rows, a label with its value, filter bars). `$justify="end"` puts them at the end.
 */
export const Inline = styled.div<{
  $gap?: Space;
  $align?: Align;
  $justify?: 'start' | 'center' | 'end' | 'space-between';
  $wrap?: boolean;
}>`
  display: flex;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ $gap = 2 }) => space($gap)};
  align-items: ${({ $align = 'center' }) => alignOf($align)};
  justify-content: ${({ $justify = 'start' }) =>
    $justify === 'start' || $justify === 'end' ? `flex-${$justify}` : $justify};
  min-width: 0;
`;

export type TextTone = 'default' | 'muted' | 'danger' | 'success';
export type TextSize = 'xs' | 'sm' | 'md';

const tones: Record<TextTone, ReturnType<typeof css>> = {
  default: css`color: ${token('color-text')};`,
  muted: css`color: ${token('color-text-muted')};`,
  danger: css`color: ${token('color-danger')};`,
  success: css`color: ${token('color-success')};`,
};

const TextBox = styled.p<{ $tone: TextTone; $size: TextSize; $wrapAnywhere: boolean }>`
  margin: 0;
  ${({ $tone }) => tones[$tone]}
  font-size: ${({ $size }) => token(`font-size-${$size}`)};
  ${({ $wrapAnywhere }) =>
    $wrapAnywhere &&
    css`
      overflow-wrap: anywhere;
    `}
`;

export interface TextProps extends Omit<ComponentPropsWithoutRef<'p'>, 'color'> {
  /** `p` by default; `span` inside a line, `div` around blocks. */
  as?: 'p' | 'span' | 'div';
  tone?: TextTone;
  size?: TextSize;
  /** Long words (addresses, ids) may break anywhere rather than overflow. */
  wrapAnywhere?: boolean;
  children: ReactNode;
}

/** Body text in one of the kit's tones and sizes (help lines, notes, empty states). */
export function Text({ as = 'p', tone = 'default', size = 'md', wrapAnywhere = false, ...props }: TextProps) {
  return <TextBox as={as} $tone={tone} $size={size} $wrapAnywhere={wrapAnywhere} {...props} />;
}

const List = styled.dl<{ $termWidth: string }>`
  display: grid;
  grid-template-columns: ${({ $termWidth }) => $termWidth} minmax(0, 1fr);
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  /* Narrow places: each term above its value. */
  @container (max-width: 24rem) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${token('space-2')};
    }
  }
`;

const Frame = styled.div`
  container-type: inline-size;
`;

export interface DescriptionItem {
  /** A stable key (defaults to the term when it is text). */
  id?: string;
  term: ReactNode;
  description: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** The terms' column, e.g. `'8rem'` (default: as wide as the longest term, at most 40 %). */
  termWidth?: string;
  'aria-label'?: string;
  className?: string;
}

/** Terms and their values (a `dl`) in two columns, one column where the space is narrow. */
export function DescriptionList({ items, termWidth, className, ...props }: DescriptionListProps) {
  return (
    <Frame className={className}>
      <List $termWidth={termWidth ?? 'fit-content(40%)'} aria-label={props['aria-label']}>
        {items.map((item, index) => (
          <Entry key={item.id ?? (typeof item.term === 'string' ? item.term : index)} item={item} />
        ))}
      </List>
    </Frame>
  );
}

function Entry({ item }: { item: DescriptionItem }) {
  return (
    <>
      <dt>{item.term}</dt>
      <dd>{item.description}</dd>
    </>
  );
}
