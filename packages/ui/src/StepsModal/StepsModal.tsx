import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Log, LogLine, Stack } from './StepsModal.styles.ts';
import { stepsPercent } from './steps.ts';
import type { StepsController } from './useSteps.ts';

export interface StepsModalProps {
  /** The controller from `useSteps()`; the modal is open unless its phase is idle. */
  steps: StepsController;
  title: ReactNode;
  /** Content of the selection step, e.g. the library list. */
  selection: ReactNode;
  /** Label of the button that starts the run, e.g. "Move". */
  executeLabel: string;
  /** Enables the execute button (a library is chosen). */
  canExecute: boolean;
  /** Starts the run, usually by calling `steps.run(total, task)`. */
  onExecute: () => void;
  /** Called after Cancel, Esc or Done; the steps are reset to idle first. */
  onClose?: () => void;
  cancelLabel?: string;
  doneLabel?: string;
  progressLabel?: string;
}

/**
 * The move/copy dialog: a selection step, then an executing step with a progress bar and a log
 * of results; Done is enabled 400 ms after the run completes. Esc cancels only before the run.
 */
export function StepsModal({
  steps,
  title,
  selection,
  executeLabel,
  canExecute,
  onExecute,
  onClose,
  cancelLabel = 'Cancel',
  doneLabel = 'Done',
  progressLabel = 'Progress',
}: StepsModalProps) {
  const close = () => {
    steps.reset();
    onClose?.();
  };
  const isRunning = steps.phase === 'executing' || steps.phase === 'done';
  const footer =
    steps.phase === 'selection' ? (
      <>
        <Button variant="secondary" onPress={close}>
          {cancelLabel}
        </Button>
        <Button onPress={onExecute} isDisabled={!canExecute}>
          {executeLabel}
        </Button>
      </>
    ) : (
      <Button onPress={close} isDisabled={!steps.isDoneEnabled}>
        {doneLabel}
      </Button>
    );
  return (
    <Modal
      isOpen={steps.phase !== 'idle'}
      onClose={() => {
        if (!isRunning || steps.isDoneEnabled) close();
      }}
      title={title}
      footer={footer}
      hideCloseButton={isRunning}
      isKeyboardDismissDisabled={steps.phase === 'executing'}
    >
      {isRunning ? (
        <Stack>
          <ProgressBar
            label={progressLabel}
            value={stepsPercent(steps)}
            valueLabel={`${steps.completed} of ${steps.total}`}
            tone={steps.phase === 'done' && steps.log.some((e) => e.tone === 'error') ? 'danger' : 'primary'}
          />
          <Log role="log" aria-label="Results">
            {steps.log.map((entry, index) => (
              // Entries are only appended, so the index is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              <LogLine key={index} $tone={entry.tone}>
                {entry.text}
              </LogLine>
            ))}
          </Log>
        </Stack>
      ) : (
        selection
      )}
    </Modal>
  );
}
