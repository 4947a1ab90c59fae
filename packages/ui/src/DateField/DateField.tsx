import { createCalendar, type DateValue } from '@internationalized/date';
import { useRef } from 'react';
import { type AriaDateFieldProps, useDateField, useDateSegment, useLocale } from 'react-aria';
import { type DateFieldState, type DateSegment, useDateFieldState } from 'react-stately';
import { SegmentBox, Segments } from './DateField.styles.ts';

export type DateFieldProps = AriaDateFieldProps<DateValue>;

/** Editable date segments (year, month, day) typed or stepped with the arrow keys; used inside the pickers. */
export function DateField(props: DateFieldProps) {
  const { locale } = useLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(props, state, ref);
  return (
    <Segments {...fieldProps} ref={ref}>
      {state.segments.map((segment, index) => (
        // Segments have no identity of their own; their order is fixed by the locale.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed segment order
        <Segment key={index} segment={segment} state={state} />
      ))}
    </Segments>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <SegmentBox {...segmentProps} ref={ref} $placeholder={segment.isPlaceholder} $literal={segment.type === 'literal'}>
      {segment.text}
    </SegmentBox>
  );
}
