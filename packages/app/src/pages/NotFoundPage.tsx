import { MESSAGES } from '@reelbase/contract';
import { token } from '@reelbase/ui';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 36rem;
  margin: ${token('space-7')} auto;
  text-align: center;
  h1 {
    font-size: ${token('font-size-2xl')};
    margin: 0 0 ${token('space-3')};
  }
  p {
    color: ${token('color-text-muted')};
  }
  a {
    color: ${token('color-primary')};
  }
`;

/** The 404 page. */
export function NotFoundPage() {
  return (
    <Panel aria-labelledby="not-found-title">
      <h1 id="not-found-title">{MESSAGES.notFoundPage}</h1>
      <p>The page you asked for does not exist or was moved.</p>
      <RouterLink to="/">Go to the start page</RouterLink>
    </Panel>
  );
}
