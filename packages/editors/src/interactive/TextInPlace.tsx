import { type KeyboardEvent, useEffect, useRef } from 'react';
import { MAX_AREA_TEXT } from '../core/defaults.ts';
import type { InteractiveElement } from '../core/document.ts';
import { type PixelBox, scaledFontSize } from './geometry.ts';
import { TextField } from './OverlayStage.styles.ts';

export interface TextInPlaceProps {
  element: InteractiveElement;
  box: PixelBox;
  /** The stage's width: the font size scales with it. */
  stageWidth: number;
  /** Called once with the text when editing ends by Enter or by leaving the field. */
  onSave: (text: string) => void;
  /** Called once when Escape restores the original text. */
  onCancel: () => void;
}

/** Formatting shortcuts a text element does not have: Ctrl/Cmd with B, I or U. */
const BLOCKED = new Set(['b', 'i', 'u']);

/**
 * Edits a text element in place: a text field over the element with its font. Enter saves and
 * leaves the field (Shift+Enter starts a new line), Escape restores the original text, leaving the
 * field saves; the formatting shortcuts Ctrl/Cmd+B, I and U are blocked.
 */
export function TextInPlace({ element, box, stageWidth, onSave, onCancel }: TextInPlaceProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  const original = element.area.text;
  const look = element.style.default;

  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    field.focus({ preventScroll: true });
    field.select();
  }, []);

  const finish = (save: boolean) => {
    if (done.current) return;
    done.current = true;
    const field = ref.current;
    if (save) onSave(field?.value ?? original);
    else {
      if (field) field.value = original;
      onCancel();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    event.stopPropagation();
    if ((event.ctrlKey || event.metaKey) && BLOCKED.has(event.key.toLowerCase())) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      finish(true);
      ref.current?.blur();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };

  return (
    <TextField
      ref={ref}
      aria-label={`Text of ${element.name}`}
      defaultValue={original}
      maxLength={MAX_AREA_TEXT}
      spellCheck
      style={{
        left: box.x,
        top: box.y,
        width: box.width,
        height: box.height,
        fontFamily: look.font.family,
        fontSize: scaledFontSize(look.font.size, stageWidth),
        color: look.font.color,
        background: look.background.color,
      }}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
    />
  );
}
