import type { Comment } from '@reelbase/contract';
import { Button, formatDuration, StatusPill, token } from '@reelbase/ui';
import { useId, useMemo } from 'react';
import styled from 'styled-components';

/** A comment shows once the player is within this many seconds of its time index. */
const SHOW_AHEAD_SECONDS = 0.5;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-bold')};
`;

const Count = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${token('space-4')};
  color: ${token('color-text-muted')};
  background: ${token('color-surface')};
  border: 1px dashed ${token('color-border')};
  border-radius: ${token('radius-lg')};
  text-align: center;
`;

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  min-width: 0;
  padding: ${token('space-3')} ${token('space-4')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${token('space-2')};
  row-gap: ${token('space-1')};
  min-width: 0;
`;

const Sender = styled.span`
  font-weight: ${token('font-weight-bold')};
  overflow-wrap: anywhere;
`;

const Time = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
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
    <Section aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>Comments</Heading>
        <Count>{`${visible.length} of ${total} ${total === 1 ? 'comment' : 'comments'}`}</Count>
      </Header>
      {visible.length === 0 ? (
        <Empty>No comments up to this point.</Empty>
      ) : (
        <Items>
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
        </Items>
      )}
    </Section>
  );
}

interface CommentItemProps extends Pick<CommentListProps, 'canResolve' | 'onSeek' | 'onResolve' | 'onDelete'> {
  comment: Comment;
}

function CommentItem({ comment, canResolve, onSeek, onResolve, onDelete }: CommentItemProps) {
  const at = formatDuration(comment.timecode * 1000);
  return (
    <Item>
      <Meta>
        <Sender>{comment.name}</Sender>
        <Button variant="ghost" size="sm" aria-label={`Go to ${at}`} onPress={() => onSeek(comment.timecode)}>
          {at}
        </Button>
        <Time>
          <time dateTime={comment.created_at}>{comment.created_at_formatted}</time> (Amsterdam time)
        </Time>
      </Meta>
      <Message>{comment.message}</Message>
      <Actions>
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
      </Actions>
    </Item>
  );
}
