import { COMMENT_TEXTS, COMMENT_TIME_ZONE, ROUTES } from '@reelbase/contract';
import { VideoPlayer, type VideoPlayerHandle } from '@reelbase/player';
import { Heading, Stack, Text, TimeInput, token } from '@reelbase/ui';
import { useMemo, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { deleteComment, postComment, resolveComment, useComments, useCommentVideo } from '../../data/comments.ts';
import { ApiError } from '../../http/errors.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { useStatsBeacon } from '../../video/useStatsBeacon.ts';
import { playerChapters, playerSources, playerSubtitles } from '../video-actions/videoActions.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentList } from './CommentList.tsx';

/** The page's frame: centred, at most 80rem wide. */
const Page = styled(Stack)`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${token('space-5')} ${token('space-4')};
`;

const Columns = styled.div`
  display: grid;
  gap: ${token('space-5')};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    align-items: start;
  }
`;

const ignore = () => undefined;

/** /comments/{videoId}/{hashId}: the public comments page, reachable without signing in. */
export function CommentsPage() {
  const { videoId = '', hashId = '' } = useParams();
  const video = useCommentVideo(videoId, hashId);
  const list = useComments(videoId, hashId);
  const { user } = useSnapshot(session);
  const player = useRef<VideoPlayerHandle>(null);
  const [position, setPosition] = useState(0);
  // Reviewers' plays count in the statistics like any viewer's.
  const onPlayerEvent = useStatsBeacon(video.data?.stats_token);

  const sources = useMemo(() => playerSources(video.data?.encodings), [video.data?.encodings]);
  const subtitles = useMemo(() => playerSubtitles(video.data?.subtitles), [video.data?.subtitles]);
  const chapters = useMemo(() => playerChapters(video.data?.chapters), [video.data?.chapters]);

  const invalid = [video.error, list.error].some((error) => error instanceof ApiError && error.status === 404);
  if (invalid) return <Navigate to={ROUTES.notFound} replace />;
  if (!video.data || !list.data) return <PageLoading />;

  const seek = (seconds: number) => {
    player.current?.seek(seconds);
    setPosition(seconds);
  };
  const durationSeconds = video.data.duration !== null ? video.data.duration / 1000 : null;

  return (
    <Page as="main" $gap={4}>
      <Heading level={1}>{video.data.title}</Heading>
      <Columns>
        <Stack $gap={4}>
          <VideoPlayer
            ref={player}
            title={video.data.title}
            poster={video.data.thumbnail}
            sources={sources}
            subtitles={subtitles}
            chapters={chapters}
            onTimeUpdate={setPosition}
            onEvent={onPlayerEvent}
          />
          <TimeInput
            label="Time index"
            description="Go to a moment of the video; your comment is attached to it."
            value={Math.round(position * 10) / 10}
            max={durationSeconds}
            onChange={seek}
          />
          <CommentForm
            signedIn={user !== null}
            timecode={position}
            onSend={async (input) => {
              try {
                await postComment(videoId, hashId, { ...input, timecode: Math.round(position * 10) / 10 });
                await list.mutate();
              } catch (error) {
                if (error instanceof ApiError && error.status === 422) return { errors: error.body?.errors ?? {} };
                throw error;
              }
            }}
          />
        </Stack>
        <Stack>
          <CommentList
            comments={list.data.data}
            position={position}
            canResolve={list.data.can_resolve}
            onSeek={seek}
            onResolve={(commentId) => {
              // A failure was toasted by the API client; the list stays as it was.
              resolveComment(videoId, commentId).then(() => list.mutate(), ignore);
            }}
            onDelete={(commentId) => {
              deleteComment(videoId, commentId).then(() => {
                notify({ kind: 'success', text: COMMENT_TEXTS.deleted });
                return list.mutate();
              }, ignore);
            }}
          />
          <Text tone="muted" size="sm">
            Times are shown in Amsterdam time ({COMMENT_TIME_ZONE}).
          </Text>
        </Stack>
      </Columns>
    </Page>
  );
}
