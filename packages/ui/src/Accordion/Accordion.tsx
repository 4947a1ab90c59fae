import { type ReactNode, useRef } from 'react';
import { mergeProps, useButton, useDisclosure, useFocusRing, useHover } from 'react-aria';
import { type DisclosureGroupState, useDisclosureGroupState, useDisclosureState } from 'react-stately';
import { AccordionRoot, Chevron, Heading, PanelBox, Section, Trigger } from './Accordion.styles.ts';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Lets several panels be open at once (the video detail panels do). */
  allowsMultipleExpanded?: boolean;
  expandedKeys?: string[];
  defaultExpandedKeys?: string[];
  onExpandedChange?: (keys: string[]) => void;
  className?: string;
}

/** Collapsible panels (button + region pairs from react-aria `useDisclosure`), e.g. the video detail panels. */
export function Accordion({ items, onExpandedChange, className, ...props }: AccordionProps) {
  const group = useDisclosureGroupState({
    ...props,
    onExpandedChange: (keys) => onExpandedChange?.([...keys].map(String)),
  });
  return (
    <AccordionRoot className={className}>
      {items.map((item) => (
        <AccordionSection key={item.id} item={item} group={group} />
      ))}
    </AccordionRoot>
  );
}

function AccordionSection({ item, group }: { item: AccordionItem; group: DisclosureGroupState }) {
  const isExpanded = group.expandedKeys.has(item.id);
  const state = useDisclosureState({ isExpanded, onExpandedChange: () => group.toggleKey(item.id) });
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { buttonProps, panelProps } = useDisclosure({ isExpanded, isDisabled: item.isDisabled }, state, panelRef);
  const { buttonProps: triggerProps } = useButton(buttonProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: item.isDisabled });
  return (
    <Section>
      <Heading>
        <Trigger
          {...mergeProps(triggerProps, focusProps, hoverProps)}
          ref={triggerRef}
          data-focus-visible={isFocusVisible || undefined}
          data-hovered={isHovered || undefined}
        >
          {item.title}
          <Chevron $open={isExpanded} aria-hidden="true">
            ▾
          </Chevron>
        </Trigger>
      </Heading>
      <PanelBox {...panelProps} ref={panelRef}>
        {item.content}
      </PanelBox>
    </Section>
  );
}
