import { describe, expect, it, vi } from 'vitest';
import { createDirtyForms, hasChanges, leavesUnsavedChanges, UNSAVED_CHANGES_TEXTS } from './dirtyForms.ts';

describe('hasChanges', () => {
  it('compares plain form values by their content', () => {
    const saved = { name: 'Acme', flags: { a: true }, domains: ['a.test'] };
    expect(hasChanges({ name: 'Acme', flags: { a: true }, domains: ['a.test'] }, saved)).toBe(false);
    expect(hasChanges({ ...saved, name: 'Acme ' }, saved)).toBe(true);
    expect(hasChanges({ ...saved, flags: { a: false } }, saved)).toBe(true);
    expect(hasChanges({ ...saved, domains: [] }, saved)).toBe(true);
  });
});

describe('the forms of one panel', () => {
  it('are dirty while any of them is, and tell listeners only when that changes', () => {
    const forms = createDirtyForms();
    const listener = vi.fn();
    const unsubscribe = forms.subscribe(listener);
    expect(forms.isDirty()).toBe(false);

    forms.set('basic', true);
    expect(forms.isDirty()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    forms.set('project', true);
    forms.set('basic', true);
    expect(listener).toHaveBeenCalledTimes(1);

    forms.set('basic', false);
    expect(forms.isDirty()).toBe(true);
    forms.remove('project');
    expect(forms.isDirty()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    forms.set('basic', true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('forgets a form that leaves with unsaved changes', () => {
    const forms = createDirtyForms();
    forms.set('subtitles', true);
    forms.remove('subtitles');
    forms.remove('never-there');
    expect(forms.isDirty()).toBe(false);
  });
});

describe('leaving with unsaved changes', () => {
  const list = { pathname: '/media-library', search: '?videoId=1' };
  it('is stopped only with changes, when not discarding, and when the address changes', () => {
    const away = { pathname: '/media-library', search: '' };
    expect(leavesUnsavedChanges(true, false, list, away)).toBe(true);
    expect(leavesUnsavedChanges(true, false, list, { pathname: '/users', search: '' })).toBe(true);
    expect(leavesUnsavedChanges(false, false, list, away)).toBe(false);
    expect(leavesUnsavedChanges(true, true, list, away)).toBe(false);
    expect(leavesUnsavedChanges(true, false, list, { ...list })).toBe(false);
  });

  it('asks in plain words with a way to keep editing', () => {
    expect(UNSAVED_CHANGES_TEXTS.title).toBe('Discard unsaved changes?');
    expect(UNSAVED_CHANGES_TEXTS.keep).toBe('Keep editing');
    expect(UNSAVED_CHANGES_TEXTS.discard).toBe('Discard changes');
  });
});
