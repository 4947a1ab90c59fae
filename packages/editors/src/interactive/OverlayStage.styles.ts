import styled from 'styled-components';
import { token, visuallyHidden } from '../react/theme.ts';

const focus = token('color-focus', '#1f5bd7');

export const Wrapper = styled.div`
  position: relative;
  overflow: hidden;
  outline: none;
  &[tabindex]:focus-visible {
    box-shadow: 0 0 0 2px ${focus};
  }
  &[data-mode='run'] {
    background: transparent;
  }
`;

export const Announcer = styled.div`
  ${visuallyHidden}
`;

export const Help = styled.p`
  ${visuallyHidden}
`;

export const TextField = styled.textarea`
  position: absolute;
  z-index: 1;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 1px dashed ${token('color-primary', '#1f5bd7')};
  outline: none;
  resize: none;
  overflow: hidden;
  line-height: 1;
  &:focus-visible {
    box-shadow: 0 0 0 2px ${focus};
  }
`;

/** A keyboard stand-in for a clickable element at run time: drawn only as a focus ring over it. */
export const RunTarget = styled.button`
  position: absolute;
  box-sizing: border-box;
  padding: 0;
  border: 0;
  background: transparent;
  opacity: 0;
  pointer-events: none;
  &:focus-visible {
    opacity: 1;
    outline: 2px solid ${focus};
    outline-offset: 1px;
  }
`;
