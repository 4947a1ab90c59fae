import { token } from '@reelbase/ui';
import { useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  to { opacity: 1; }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(340%); }
`;

/** Shows only when a navigation takes a moment (a screen's code on its first visit). */
const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 1000;
  height: 3px;
  overflow: hidden;
  opacity: 0;
  pointer-events: none;
  animation: ${appear} 0ms 200ms forwards;
  &::before {
    content: '';
    display: block;
    width: 30%;
    height: 100%;
    background: ${token('color-primary')};
    animation: ${slide} 1100ms ease-in-out infinite;
  }
`;

/**
 * A thin bar along the top of the window while the next screen's code is on its way; the current
 * screen stays until it is there. Decorative: the screen itself announces its loading.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <Bar aria-hidden="true" data-navigation-progress="" /> : null;
}
