import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';
import { token } from '../theme/index.ts';

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const ComboInput = styled.input<{ $invalid?: boolean }>`
  ${inputBox}
  padding-right: 2.25rem;
`;

export const Busy = styled.span`
  position: absolute;
  right: ${token('space-3')};
  display: inline-flex;
  color: ${token('color-primary')};
`;
