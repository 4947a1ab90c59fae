import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const Message = styled.p`
  margin: 0;
  color: ${token('color-text')};
  white-space: pre-line;
`;
