import styled from 'styled-components';
import { token } from '../react/theme.ts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4', '1rem')};
  min-width: 0;
`;

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3', '0.75rem')};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${token('space-2', '0.5rem')};
    padding: 0;
    color: ${token('color-text-muted', '#4f5868')};
    font-size: ${token('font-size-xs', '0.75rem')};
    font-weight: ${token('font-weight-bold', '650')};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

/** Two fields side by side when there is room, else one under the other. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${token('space-3', '0.75rem')};
  min-width: 0;
`;

export const ReadOnly = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-2', '0.5rem')};
  margin: 0;
  font-size: ${token('font-size-sm', '0.875rem')};
  span:first-child {
    color: ${token('color-text-muted', '#4f5868')};
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2', '0.5rem')};
`;

export const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 6rem;
  border: 1px solid ${token('color-border', '#d5d9e0')};
  border-radius: ${token('radius-sm', '4px')};
  background: repeating-conic-gradient(#e4e7ec 0% 25%, #ffffff 0% 50%) 50% / 16px 16px;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${token('color-text-muted', '#4f5868')};
  font-size: ${token('font-size-sm', '0.875rem')};
`;
