import { type HTMLAttributes, type ReactNode, type RefObject, useRef } from 'react';
import { DismissButton, Overlay, useDialog, useOverlayTrigger, usePopover } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { Button } from '../Button/index.ts';
import { Dialog, Footer, Heading, Popover } from './SortMenu.styles.ts';
import { SortMenuRadio, SortMenuRadioGroup } from './SortMenuRadioGroup.tsx';
import { type UseSortMenuOptions, useSortMenu } from './useSortMenu.ts';

export interface SortMenuColumn {
  id: string;
  label: string;
}

export interface SortMenuProps extends UseSortMenuOptions {
  /** The columns the list can be sorted by. */
  columns: ReadonlyArray<SortMenuColumn>;
  /** Text of the trigger button. */
  label?: string;
}

interface SortPopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

function SortPopover({ state, triggerRef, children }: SortPopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 4 },
    state,
  );
  return (
    <Overlay>
      <div {...underlayProps} style={{ position: 'fixed', inset: 0 }} />
      <Popover {...popoverProps} ref={popoverRef}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </Popover>
    </Overlay>
  );
}

function SortDialog(props: HTMLAttributes<HTMLDivElement> & { children: ReactNode; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps, titleProps } = useDialog({}, ref);
  return (
    <Dialog {...props} {...dialogProps} ref={ref}>
      <Heading {...titleProps}>{props.title}</Heading>
      {props.children}
    </Dialog>
  );
}

/**
 * The sort choice of list pages in a popover: Ascending or Descending, a column, and Cancel / Apply.
 * Nothing is reported until Apply; Cancel (or Escape, or a click outside) drops the choice.
 */
export function SortMenu({ columns, label = 'Sort', ...options }: SortMenuProps) {
  const { overlay, draft, setColumn, setDirection, apply, cancel } = useSortMenu(options);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, overlay, triggerRef);
  return (
    <>
      <Button {...triggerProps} ref={triggerRef} variant="secondary" size="sm">
        {label}
      </Button>
      {overlay.isOpen && (
        <SortPopover state={overlay} triggerRef={triggerRef}>
          <SortDialog {...overlayProps} title="Sort by">
            <SortMenuRadioGroup
              label="Order"
              value={draft.direction}
              onChange={(value) => setDirection(value === 'descending' ? 'descending' : 'ascending')}
            >
              <SortMenuRadio value="ascending">Ascending</SortMenuRadio>
              <SortMenuRadio value="descending">Descending</SortMenuRadio>
            </SortMenuRadioGroup>
            <SortMenuRadioGroup label="Column" value={draft.column} onChange={setColumn}>
              {columns.map((column) => (
                <SortMenuRadio key={column.id} value={column.id}>
                  {column.label}
                </SortMenuRadio>
              ))}
            </SortMenuRadioGroup>
            <Footer>
              <Button variant="secondary" size="sm" onPress={cancel}>
                Cancel
              </Button>
              <Button size="sm" onPress={apply}>
                Apply
              </Button>
            </Footer>
          </SortDialog>
        </SortPopover>
      )}
    </>
  );
}
