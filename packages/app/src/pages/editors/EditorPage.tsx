import { ROUTES } from '@reelbase/contract';
import { token } from '@reelbase/ui';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { createApiEditorAdapter } from '../../data/editors.ts';

const Back = styled(Link)`
  color: ${token('color-primary')};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

/** What both editor pages need: the video id of the path, the API adapter, the 404 route and a way back. */
export function useEditorPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const adapter = useMemo(createApiEditorAdapter, []);
  const onNotFound = useCallback(() => navigate(ROUTES.notFound, { replace: true }), [navigate]);
  const header = (
    <Back to={`${ROUTES.mediaLibrary}?videoId=${encodeURIComponent(id)}`} aria-label="Back to the media library">
      ← Media library
    </Back>
  );
  return { videoId: id, adapter, onNotFound, header, viewUrl: `/view/${encodeURIComponent(id)}` };
}
