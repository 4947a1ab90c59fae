import { SlidesLayout } from '@reelbase/editors/slides';
import { token } from '@reelbase/ui/theme';
import styled, { createGlobalStyle } from 'styled-components';

export const EmbedGlobal = createGlobalStyle`
  html, body, #root { height: 100%; }
  body { background: #000; overflow: hidden; }
`;

export const EmbedFrame = styled.main`
  height: 100%;
  display: grid;
  place-items: center;
  > * {
    width: 100%;
    max-height: 100%;
  }
`;

export const Landing = styled.div<{ $background: string | null }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background-color: ${token('color-surface-sunken')};
  background-image: ${({ $background }) => ($background ? `url("${encodeURI($background)}")` : 'none')};
  background-size: cover;
  background-position: center;
`;

export const Header = styled.header`
  padding: ${token('space-4')} ${token('space-4')} 0;
  max-width: 68rem;
  width: 100%;
  margin: 0 auto;
  img {
    display: block;
    max-height: 3.5rem;
    max-width: min(16rem, 60vw);
    object-fit: contain;
  }
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 68rem;
  margin: 0 auto;
  padding: ${token('space-4')};
  display: grid;
  align-content: start;
  gap: ${token('space-4')};
`;

export const Card = styled.article`
  background: ${token('color-surface')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-md')};
  overflow: hidden;
`;

export const Text = styled.div`
  padding: ${token('space-4')} ${token('space-5')} ${token('space-5')};
  overflow-wrap: anywhere;
  h1 {
    margin: 0;
    font-size: ${token('font-size-2xl')};
    line-height: 1.25;
  }
  p {
    margin: ${token('space-3')} 0 0;
    white-space: pre-line;
    color: ${token('color-text-muted')};
  }
`;

export const Footer = styled.footer`
  width: 100%;
  max-width: 68rem;
  margin: 0 auto;
  padding: ${token('space-4')} ${token('space-4')} ${token('space-6')};
  font-size: ${token('font-size-sm')};
  overflow-wrap: anywhere;
  > div {
    background: ${token('color-surface')};
    border-radius: ${token('radius-lg')};
    padding: ${token('space-3')} ${token('space-4')};
  }
  p {
    margin: 0 0 ${token('space-2')};
  }
  p:last-child {
    margin: 0;
  }
`;

/** The page's heading when the template hides the title: still there for screen readers. */
export const HiddenHeading = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Placeholder = styled.div`
  aspect-ratio: 16 / 9;
  width: 100%;
  background: #000;
`;

/** Room beside the slide view buttons under the player, as the text of the card has. */
export const Slides = styled(SlidesLayout)`
  > [role='group'] {
    padding: 0 ${token('space-5')};
  }
`;
