import { Inline, token } from '@reelbase/ui';
import styled from 'styled-components';

/** Buttons and controls of a video asset side by side. */
export const Actions = Inline;

/** A side note of a video asset (a file name, a state) in small muted type. */
export const Muted = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;
