import type { Comment } from '@reelbase/contract';
import { Button, formatDuration, Heading, Inline, Stack, StatusPill, Text, Tile } from '@reelbase/ui';
import { useId, useMemo } from 'react';
import styled from 'styled-components';

/** A comment shows once the player is within this many seconds of its time index. */
const SHOW_AHEAD_SECONDS = 0.5;

/** The message as the sender wrote it: line breaks kept, long words broken. */
const Message = styled(Text)`
  white-space: pre-wrap;
`;

export interface CommentListProps {
  /** All comments of the video; only those up to the player position are shown. */
  comments: Comment[];
  /** The player position in seconds. */
  position: number;
  /** Whether the viewer may resolve comments (the list's `can_resolve`). */
  canResolve: boolean;
  /** Moves the player to a comment's time index (seconds). */
  onSeek: (timecode: number) => void;
  onResolve: (id: number) => void;
  onDelete: (id: number) => void;
}

const byTimeThenCreation = (a: Comment, b: Comment) =>
  a.timecode - b.timecode || Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;

/**
 * The comments of the public comments page up to the player position, in order of time index: who
 * sent it, when (Amsterdam time), the message as plain text, and its status.
 */
export function CommentList({ comments, position, canResolve, onSeek, onResolve, onDelete }: CommentListProps) {
  const headingId = useId();
  const visible = useMemo(
    () => comments.filter((comment) => comment.timecode <= position + SHOW_AHEAD_SECONDS).sort(byTimeThenCreation),
    [comments, position],
  );
  const total = comments.length;

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <Inline as="header" $align="baseline" $justify="space-between">
        <Heading id={headingId}>Comments</Heading>
        <Text tone="muted" size="sm">{`${visible.length} of ${total} ${total === 1 ? 'comment' : 'comments'}`}</Text>
      </Inline>
      {visible.length === 0 ? (
        <Tile $size="md" $dashed>
          <Text tone="muted" align="center">
            No comments up to this point.
          </Text>
        </Tile>
      ) : (
        <Stack as="ol">
          {visible.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              canResolve={canResolve}
              onSeek={onSeek}
              onResolve={onResolve}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface CommentItemProps extends Pick<CommentListProps, 'canResolve' | 'onSeek' | 'onResolve' | 'onDelete'> {
  comment: Comment;
}

function CommentItem({ comment, canResolve, onSeek, onResolve, onDelete }: CommentItemProps) {
  const at = formatDuration(comment.timecode * 1000);
  return (
    <Tile as="li" $size="md">
      <Stack $gap={2}>
        <Inline $gap={2}>
          <Text as="span" weight="bold" wrapAnywhere>
            {comment.name}
          </Text>
          <Button variant="ghost" size="sm" aria-label={`Go to ${at}`} onPress={() => onSeek(comment.timecode)}>
            {at}
          </Button>
          <Text as="span" tone="muted" size="sm">
            <time dateTime={comment.created_at}>{comment.created_at_formatted}</time> (Amsterdam time)
          </Text>
        </Inline>
        <Message wrapAnywhere>{comment.message}</Message>
        <Inline>
          {comment.status === 1 ? (
            <StatusPill tone="success">Resolved</StatusPill>
          ) : canResolve ? (
            <Button variant="secondary" size="sm" onPress={() => onResolve(comment.id)}>
              Resolve
            </Button>
          ) : (
            <StatusPill tone="warning">Pending</StatusPill>
          )}
          {comment.can_delete && (
            <Button variant="ghost" size="sm" onPress={() => onDelete(comment.id)}>
              Delete
            </Button>
          )}
        </Inline>
      </Stack>
    </Tile>
  );
}
