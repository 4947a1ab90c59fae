import { describe, expect, it } from 'vitest';
import { initialSteps, type StepsAction, type StepsSnapshot, stepsPercent, stepsReducer } from './steps.ts';

const run = (actions: StepsAction[], from: StepsSnapshot = initialSteps) => actions.reduce(stepsReducer, from);

describe('stepsReducer', () => {
  it('walks idle -> selection -> executing -> done', () => {
    const selection = run([{ type: 'open' }]);
    expect(selection.phase).toBe('selection');
    const executing = run([{ type: 'start', total: 2 }], selection);
    expect(executing).toMatchObject({ phase: 'executing', completed: 0, total: 2 });
    const reported = run(
      [
        { type: 'report', entry: { text: 'Video A (1) moved to Acme/Marketing', tone: 'success' } },
        { type: 'report', entry: { text: 'Skipped video 2. Source and target library is the same.', tone: 'info' } },
      ],
      executing,
    );
    expect(reported.completed).toBe(2);
    expect(reported.log).toHaveLength(2);
    expect(stepsPercent(reported)).toBe(100);
    expect(run([{ type: 'finish' }], reported).phase).toBe('done');
  });

  it('ignores actions out of phase', () => {
    expect(run([{ type: 'start', total: 3 }])).toBe(initialSteps);
    expect(run([{ type: 'finish' }])).toBe(initialSteps);
    const selection = run([{ type: 'open' }]);
    expect(run([{ type: 'report', entry: { text: 'x', tone: 'info' } }], selection)).toBe(selection);
    expect(run([{ type: 'open' }], selection)).toBe(selection);
  });

  it('never counts past the total and finishes complete', () => {
    const state = run([
      { type: 'open' },
      { type: 'start', total: 1 },
      { type: 'report', entry: { text: 'a', tone: 'success' } },
      { type: 'report', entry: { text: 'b', tone: 'error' } },
    ]);
    expect(state.completed).toBe(1);
    expect(state.log.map((e) => e.text)).toEqual(['a', 'b']);
    const partial = run([
      { type: 'open' },
      { type: 'start', total: 4 },
      { type: 'report', entry: { text: 'a', tone: 'success' } },
    ]);
    expect(stepsPercent(partial)).toBe(25);
    expect(run([{ type: 'finish' }], partial).completed).toBe(4);
  });

  it('reset returns to idle and an empty finished run is 100 %', () => {
    const done = run([{ type: 'open' }, { type: 'start', total: 0 }, { type: 'finish' }]);
    expect(stepsPercent(done)).toBe(100);
    expect(run([{ type: 'reset' }], done)).toEqual(initialSteps);
  });
});
