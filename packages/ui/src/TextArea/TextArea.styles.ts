import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';

export const TextAreaInput = styled.textarea<{ $invalid?: boolean }>`
  ${inputBox}
  resize: vertical;
  line-height: 1.4;
`;
