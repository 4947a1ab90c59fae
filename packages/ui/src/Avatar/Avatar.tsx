import { useState } from 'react';
import { AvatarBox, type AvatarSize, avatarPalette } from './Avatar.styles.ts';
import { colorIndex, initials } from './initials.ts';

export interface AvatarProps {
  /** The person's name (or e-mail); it is the accessible name and the source of the initials. */
  name: string;
  /** Picture URL; the initials show while it is missing or fails to load. */
  src?: string;
  size?: AvatarSize;
  className?: string;
}

/** A round picture of a user, falling back to coloured initials. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  // Remembers which picture failed, so a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <AvatarBox
      role="img"
      aria-label={name}
      className={className}
      $size={size}
      $color={colorIndex(name, avatarPalette.length)}
    >
      {showImage ? (
        <img src={src} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </AvatarBox>
  );
}
