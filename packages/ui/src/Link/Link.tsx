import type { ReactNode, Ref } from 'react';
import {
  type AriaLinkOptions,
  mergeProps,
  useFocusRing,
  useHover,
  useLink,
  useObjectRef,
  VisuallyHidden,
} from 'react-aria';
import { type LinkVariant, StyledLink } from './Link.styles.ts';

export interface LinkProps extends Omit<AriaLinkOptions, 'elementType'> {
  children: ReactNode;
  href?: string;
  variant?: LinkVariant;
  /** Opens in a new tab with `rel="noopener noreferrer"` and says so to screen readers. */
  isExternal?: boolean;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A text link built on `useLink`; with `onPress` and no `href` it acts as an inline action (a `span` with role link). */
export function Link({ children, href, variant = 'default', isExternal = false, className, ref, ...props }: LinkProps) {
  const linkRef = useObjectRef(ref);
  // Without a usable href the element is a span with role="link", so it keeps its role and stays focusable.
  const isAnchor = Boolean(href) && !props.isDisabled;
  const { linkProps } = useLink({ ...props, href, elementType: isAnchor ? 'a' : 'span' }, linkRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled });
  return (
    <StyledLink
      {...mergeProps(linkProps, focusProps, hoverProps)}
      ref={linkRef}
      as={isAnchor ? 'a' : 'span'}
      href={isAnchor ? href : undefined}
      target={isExternal ? '_blank' : undefined}
      rel={isExternal ? 'noopener noreferrer' : undefined}
      className={className}
      $variant={variant}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
      {isExternal && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
    </StyledLink>
  );
}
