import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';
import { token } from '../theme/index.ts';

export const SwatchButton = styled.button<{ $invalid?: boolean }>`
  ${inputBox}
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  width: auto;
  cursor: pointer;
  font-family: ${token('font-family-mono')};
  &:focus:not([data-focus-visible]) { outline: none; }
`;

/** A colour sample; its background is the user's value (data), drawn over a checkerboard for alpha. */
export const Swatch = styled.span<{ $size?: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size ?? '1.25rem'};
  height: ${({ $size }) => $size ?? '1.25rem'};
  border-radius: ${token('radius-sm')};
  border: 1px solid ${token('color-border-strong')};
  background-image: linear-gradient(45deg, ${token('color-border')} 25%, transparent 25%),
    linear-gradient(-45deg, ${token('color-border')} 25%, transparent 25%),
    linear-gradient(45deg, transparent 75%, ${token('color-border')} 75%),
    linear-gradient(-45deg, transparent 75%, ${token('color-border')} 75%);
  background-size: 8px 8px;
  background-position: 0 0, 0 4px, 4px -4px, -4px 0;
  position: relative;
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; background: var(--swatch); }
`;

export const PickerDialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  width: 18rem;
  padding: ${token('space-4')};
  outline: none;
`;

export const PickerTitle = styled.h3`
  margin: 0;
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-bold')};
`;

export const PickerRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${token('space-3')};
`;

export const NativeColor = styled.input`
  width: 3rem;
  height: 2.5rem;
  padding: 2px;
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  cursor: pointer;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space-2')};
`;
