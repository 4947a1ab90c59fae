import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { token } from '../theme/index.ts';

/** A step of the spacing scale: 1 (0.25rem) to 7 (3rem). */
export type Space = 1 | 2 | 3 | 4 | 5 | 6 | 7;
const space = (step: Space) => token(`space-${step}`);

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
const alignOf = (align: Align) => (align === 'start' || align === 'end' ? `flex-${align}` : align);

/** As a list (`as="ul"`, `as="ol"`) the items are laid out without bullets or indent. */
const listReset = css`
  &:is(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Children one under the other with an even gap. */
export const Stack = styled.div<{ $gap?: Space; $align?: Align }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 3 }) => space($gap)};
  align-items: ${({ $align = 'stretch' }) => alignOf($align)};
  min-width: 0;
  ${listReset}
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
  ${listReset}
`;

/**
 * A bordered surface around one item (a chapter, a comment, a quitclaim); its content is laid out
 * inside with Stack or Inline. `sm` for compact rows, `md` for roomier cards; `$dashed` for the
 * place of something not there yet (no comments, no upload chosen).
 */
export const Tile = styled.div<{ $size?: 'sm' | 'md'; $dashed?: boolean }>`
  min-width: 0;
  padding: ${({ $size = 'sm' }) => ($size === 'sm' ? `${space(2)} ${space(3)}` : `${space(3)} ${space(4)}`)};
  border: 1px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')}
    ${({ $dashed }) => token($dashed ? 'color-border-strong' : 'color-border')};
  border-radius: ${({ $size = 'sm' }) => token($size === 'sm' ? 'radius-md' : 'radius-lg')};
  background: ${token('color-surface')};
`;

/** Rows in one bordered box, divided by lines (uploads, imports): a `ul` of `RowListItem`. */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};
  container-type: inline-size;
`;

/** A row of a RowList: its content, then its actions at the end (under the content where the list is narrow). */
export const RowListItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space(2)} ${space(3)};
  align-items: center;
  padding: ${space(3)};
  border-bottom: 1px solid ${token('color-border')};
  &:last-child {
    border-bottom: none;
  }
  @container (max-width: 32rem) {
    grid-template-columns: minmax(0, 1fr);
    & > :last-child:not(:first-child) {
      justify-self: start;
    }
  }
`;

export type TextTone = 'default' | 'muted' | 'danger' | 'success';
/** A step of the type scale, or `inherit` for the size of the surrounding text (a table cell, a list). */
export type TextSize = 'xs' | 'sm' | 'md' | 'inherit';

const tones: Record<TextTone, ReturnType<typeof css>> = {
  default: css`color: ${token('color-text')};`,
  muted: css`color: ${token('color-text-muted')};`,
  danger: css`color: ${token('color-danger')};`,
  success: css`color: ${token('color-success')};`,
};

export type TextWeight = 'regular' | 'medium' | 'bold';

const TextBox = styled.p<{
  $tone: TextTone;
  $size: TextSize;
  $weight?: TextWeight;
  $wrapAnywhere: boolean;
  $code: boolean;
  $align?: 'start' | 'center';
}>`
  margin: 0;
  ${({ $align }) =>
    $align &&
    css`
      text-align: ${$align};
    `}
  ${({ $tone }) => tones[$tone]}
  font-size: ${({ $size }) => ($size === 'inherit' ? 'inherit' : token(`font-size-${$size}`))};
  ${({ $weight }) =>
    $weight &&
    css`
      font-weight: ${token(`font-weight-${$weight}`)};
    `}
  ${({ $code }) =>
    $code &&
    css`
      font-family: ${token('font-family-mono')};
    `}
  ${({ $wrapAnywhere }) =>
    $wrapAnywhere &&
    css`
      overflow-wrap: anywhere;
    `}
`;

export interface TextProps extends Omit<ComponentPropsWithoutRef<'p'>, 'color'> {
  /** `p` by default; `span` inside a line, `div` around blocks, `code` for ids and addresses (monospace). */
  as?: 'p' | 'span' | 'div' | 'code';
  tone?: TextTone;
  size?: TextSize;
  /** As the surrounding text by default; `medium` for a name in a row, `bold` for a sender. */
  weight?: TextWeight;
  align?: 'start' | 'center';
  /** Long words (addresses, ids) may break anywhere rather than overflow. */
  wrapAnywhere?: boolean;
  children: ReactNode;
}

/** Body text in one of the kit's tones and sizes (help lines, notes, empty states). */
export function Text({
  as = 'p',
  tone = 'default',
  size = 'md',
  weight,
  align,
  wrapAnywhere = false,
  ...props
}: TextProps) {
  return (
    <TextBox
      as={as}
      $align={align}
      $tone={tone}
      $size={size}
      $weight={weight}
      $wrapAnywhere={wrapAnywhere}
      $code={as === 'code'}
      {...props}
    />
  );
}

export type HeadingSize = 'md' | 'lg' | 'xl' | '2xl';

const HeadingBox = styled.h2<{ $size: HeadingSize }>`
  margin: 0;
  font-size: ${({ $size }) => token(`font-size-${$size}`)};
  font-weight: ${token('font-weight-bold')};
  overflow-wrap: anywhere;
`;

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  /** The heading level in the page's outline (2 by default). */
  level?: 1 | 2 | 3 | 4;
  /** `2xl` for a page's title, `lg` for a section, `md` for a part of a panel (by default from the level). */
  size?: HeadingSize;
  children: ReactNode;
}

const SIZE_OF_LEVEL: Record<1 | 2 | 3 | 4, HeadingSize> = { 1: '2xl', 2: 'lg', 3: 'md', 4: 'md' };

/** A heading without outer margins; its level follows the page's outline, its size the place it heads. */
export function Heading({ level = 2, size, ...props }: HeadingProps) {
  return <HeadingBox as={`h${level}`} $size={size ?? SIZE_OF_LEVEL[level]} {...props} />;
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
  [data-wide] {
    grid-column: 1 / -1;
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
  /** A long value (a fingerprint, an address): the term and its value each take the whole width. */
  wide?: boolean;
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
      <dt data-wide={item.wide || undefined}>{item.term}</dt>
      <dd data-wide={item.wide || undefined}>{item.description}</dd>
    </>
  );
}
