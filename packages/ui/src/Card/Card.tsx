import { type ReactNode, useId } from 'react';
import { CardBody, CardBox, CardFooter, CardHeader, CardTitle } from './Card.styles.ts';

export interface CardProps {
  /** The heading; the card becomes a region named by it. */
  title?: ReactNode;
  /** Heading level of the title (2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the right of the header (e.g. an edit button). */
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A surface grouping related content, e.g. "Landing page settings" on the company form. */
export function Card({ title, headingLevel = 2, actions, footer, children, className }: CardProps) {
  const titleId = useId();
  return (
    <CardBox className={className} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <CardHeader>
          {title && (
            <CardTitle id={titleId} as={`h${headingLevel}`}>
              {title}
            </CardTitle>
          )}
          {actions}
        </CardHeader>
      )}
      <CardBody>{children}</CardBody>
      {footer && <CardFooter>{footer}</CardFooter>}
    </CardBox>
  );
}
