import { ConfirmModal } from '@reelbase/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { createDirtyForms, type DirtyForms, leavesUnsavedChanges, UNSAVED_CHANGES_TEXTS } from './dirtyForms.ts';

export { hasChanges, UNSAVED_CHANGES_TEXTS } from './dirtyForms.ts';

/** What a guarded form or screen part gets back from `useDirtyGuard`. */
export interface DirtyGuard {
  isDirty: boolean;
  /**
   * Runs `action` (e.g. closing a panel) at once when nothing is unsaved; otherwise asks first and
   * runs it only when the user chooses to discard the changes.
   */
  confirmDiscard: (action: () => void) => void;
  /** The question and the navigation blocker; render it once inside the form or part. */
  prompt: ReactNode;
}

const DirtyFormsContext = createContext<DirtyForms | null>(null);

/**
 * Warns before unsaved changes are lost: a reload or closed tab (the browser's `beforeunload`
 * question), a navigation inside the console (react-router's blocker, e.g. Back or a link) and,
 * through `confirmDiscard`, any other way out the screen offers (closing a panel). The question is
 * the kit's ConfirmModal: "Discard changes" goes on, "Keep editing" stays with the edits.
 *
 * Inside a `DirtyFormsScope` a form only reports its state: the scope's owner guards all its
 * forms at once (one question for the video panel, however many of its sections were edited).
 *
 * Typical use in a form: `const guard = useDirtyGuard(!saving && hasChanges(values, savedValues));`
 * and `{guard.prompt}` in its markup. Passing `!saving` lets a save navigate away on success.
 */
export function useDirtyGuard(isDirty: boolean): DirtyGuard {
  const scope = useContext(DirtyFormsContext);
  const id = useId();
  const guards = scope === null;
  const dirty = useRef(isDirty);
  const discarding = useRef(false);
  const [pending, setPending] = useState<{ action: () => void } | null>(null);
  const hasDataRouter = useContext(UNSAFE_DataRouterContext) !== null;

  useEffect(() => {
    dirty.current = isDirty;
    if (!isDirty) discarding.current = false;
    scope?.set(id, isDirty);
  }, [scope, id, isDirty]);
  useEffect(() => (scope ? () => scope.remove(id) : undefined), [scope, id]);

  useEffect(() => {
    if (!guards || !isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guards, isDirty]);

  const confirmDiscard = useCallback((action: () => void) => {
    if (dirty.current) setPending({ action });
    else action();
  }, []);

  const discard = () => {
    const action = pending?.action;
    setPending(null);
    // The way out chosen may itself be a navigation: let it pass.
    discarding.current = true;
    action?.();
  };

  const prompt = guards ? (
    <>
      {hasDataRouter && (
        <NavigationGuard
          shouldBlock={(from, to) => leavesUnsavedChanges(dirty.current, discarding.current, from, to)}
        />
      )}
      <DiscardChangesModal isOpen={pending !== null} onDiscard={discard} onKeep={() => setPending(null)} />
    </>
  ) : null;
  return { isDirty, confirmDiscard, prompt };
}

/**
 * Gathers the forms rendered inside it under one guard: they report to `forms`, and the owner
 * reads the total with `useDirtyForms(forms)` and passes it to its own `useDirtyGuard`.
 */
export function DirtyFormsScope({ forms, children }: { forms: DirtyForms; children: ReactNode }) {
  return <DirtyFormsContext.Provider value={forms}>{children}</DirtyFormsContext.Provider>;
}

/** A scope's forms, made once per owner, and whether any of them is dirty. */
export function useDirtyForms(): { forms: DirtyForms; isDirty: boolean } {
  const [forms] = useState(createDirtyForms);
  const isDirty = useSyncExternalStore(forms.subscribe, forms.isDirty, forms.isDirty);
  return { forms, isDirty };
}

interface Place {
  pathname: string;
  search: string;
}

/** Blocks navigations while `shouldBlock` says so and asks whether to discard the changes. */
function NavigationGuard({ shouldBlock }: { shouldBlock: (from: Place, to: Place) => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => shouldBlock(currentLocation, nextLocation));
  return (
    <DiscardChangesModal
      isOpen={blocker.state === 'blocked'}
      onDiscard={() => blocker.proceed?.()}
      onKeep={() => blocker.reset?.()}
    />
  );
}

function DiscardChangesModal({
  isOpen,
  onDiscard,
  onKeep,
}: {
  isOpen: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  return (
    <ConfirmModal
      isOpen={isOpen}
      title={UNSAVED_CHANGES_TEXTS.title}
      message={UNSAVED_CHANGES_TEXTS.message}
      confirmLabel={UNSAVED_CHANGES_TEXTS.discard}
      cancelLabel={UNSAVED_CHANGES_TEXTS.keep}
      variant="danger"
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
