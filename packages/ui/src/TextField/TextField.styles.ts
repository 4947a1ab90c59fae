import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';

export const TextInput = styled.input<{ $invalid?: boolean }>`
  ${inputBox}
`;
