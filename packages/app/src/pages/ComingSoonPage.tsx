import { token } from '@reelbase/ui';
import styled from 'styled-components';

const Panel = styled.section`
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  padding: ${token('space-6')};
  max-width: 40rem;
  h1 {
    margin: 0 0 ${token('space-2')};
    font-size: ${token('font-size-xl')};
  }
  p {
    margin: 0;
    color: ${token('color-text-muted')};
  }
`;

/** A screen that is not available yet: says so plainly, shows no data. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Panel aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p>This screen is coming soon. It is not available in this version of Reelbase yet.</p>
    </Panel>
  );
}
