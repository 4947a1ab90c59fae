export { StepsModal, type StepsModalProps } from './StepsModal.tsx';
export { type StepLogEntry, type StepPhase, type StepsSnapshot, type StepTone, stepsPercent } from './steps.ts';
export { type StepReporter, type StepsController, type UseStepsOptions, useSteps } from './useSteps.ts';
