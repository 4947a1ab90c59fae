import styled from 'styled-components';
import { StyledButton } from '../Button/Button.styles.ts';
import { token } from '../theme/index.ts';

export const StyledIconButton = styled(StyledButton)`
  padding: 0;
  aspect-ratio: 1;
  border-radius: ${token('radius-md')};
  svg { width: 1.25em; height: 1.25em; flex: none; }
`;
