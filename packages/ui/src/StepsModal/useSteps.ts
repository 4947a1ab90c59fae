import { useCallback, useEffect, useReducer, useState } from 'react';
import { initialSteps, type StepLogEntry, type StepsSnapshot, stepsReducer } from './steps.ts';

/** Reports one finished work item from a running task. */
export type StepReporter = (entry: StepLogEntry) => void;

export interface StepsController extends StepsSnapshot {
  /** True 400 ms (by default) after the run finished: the Done button waits for it. */
  isDoneEnabled: boolean;
  /** idle -> selection. */
  open: () => void;
  /** selection -> executing; runs the task, then -> done (also when the task throws, with an error line). */
  run: (total: number, task: (report: StepReporter) => Promise<void>) => Promise<void>;
  /** Back to idle (closes the dialog). */
  reset: () => void;
}

export interface UseStepsOptions {
  /** Delay before Done is enabled after completion. */
  doneDelayMs?: number;
}

/** State of a multi-step action dialog (see `StepsModal`): selection, executing with progress, done. */
export function useSteps({ doneDelayMs = 400 }: UseStepsOptions = {}): StepsController {
  const [state, dispatch] = useReducer(stepsReducer, initialSteps);
  const [isDoneEnabled, setDoneEnabled] = useState(false);

  useEffect(() => {
    setDoneEnabled(false);
    if (state.phase !== 'done') return;
    const timer = setTimeout(() => setDoneEnabled(true), doneDelayMs);
    return () => clearTimeout(timer);
  }, [state.phase, doneDelayMs]);

  const open = useCallback(() => dispatch({ type: 'open' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const run = useCallback(async (total: number, task: (report: StepReporter) => Promise<void>) => {
    dispatch({ type: 'start', total });
    try {
      await task((entry) => dispatch({ type: 'report', entry }));
    } catch (error) {
      dispatch({
        type: 'report',
        entry: { text: error instanceof Error ? error.message : String(error), tone: 'error' },
      });
    } finally {
      dispatch({ type: 'finish' });
    }
  }, []);

  return { ...state, isDoneEnabled, open, run, reset };
}
