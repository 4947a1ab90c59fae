/** The phases of a multi-step action dialog (move or copy videos to a library). */
export type StepPhase = 'idle' | 'selection' | 'executing' | 'done';

export type StepTone = 'success' | 'error' | 'info';

/** One line of the progress list, e.g. "Video Intro (12) moved to Acme/Marketing". */
export interface StepLogEntry {
  text: string;
  tone: StepTone;
}

export interface StepsSnapshot {
  phase: StepPhase;
  /** Work items finished so far. */
  completed: number;
  /** Work items in this run. */
  total: number;
  log: StepLogEntry[];
}

export type StepsAction =
  | { type: 'open' }
  | { type: 'start'; total: number }
  | { type: 'report'; entry: StepLogEntry }
  | { type: 'finish' }
  | { type: 'reset' };

export const initialSteps: StepsSnapshot = { phase: 'idle', completed: 0, total: 0, log: [] };

/**
 * The transitions: idle -> selection (open) -> executing (start) -> done (finish); reset goes back
 * to idle from anywhere. Actions that do not fit the current phase leave the state unchanged.
 */
export function stepsReducer(state: StepsSnapshot, action: StepsAction): StepsSnapshot {
  switch (action.type) {
    case 'open':
      return state.phase === 'idle' ? { ...initialSteps, phase: 'selection' } : state;
    case 'start':
      return state.phase === 'selection'
        ? { phase: 'executing', completed: 0, total: Math.max(0, action.total), log: [] }
        : state;
    case 'report':
      if (state.phase !== 'executing') return state;
      return { ...state, completed: Math.min(state.total, state.completed + 1), log: [...state.log, action.entry] };
    case 'finish':
      return state.phase === 'executing' ? { ...state, phase: 'done', completed: state.total } : state;
    case 'reset':
      return initialSteps;
  }
}

/** Finished share of the run in percent (0-100); 100 for an empty run that is done. */
export function stepsPercent({ phase, completed, total }: StepsSnapshot): number {
  if (total === 0) return phase === 'done' ? 100 : 0;
  return Math.round((completed / total) * 100);
}
