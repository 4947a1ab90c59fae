import { Spinner } from '@reelbase/ui';
import styled from 'styled-components';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

/** A full-area busy indicator while a page or the session loads. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Centered>
      <Spinner size="lg" label={label} />
    </Centered>
  );
}
