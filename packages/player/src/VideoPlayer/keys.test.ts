import { describe, expect, it } from 'vitest';
import { type KeyTarget, type PlayerKeyOptions, playerKeyAction } from './keys.ts';

const all: PlayerKeyOptions = { seek: true, sound: true, fullscreen: true };
const none: PlayerKeyOptions = { seek: false, sound: false, fullscreen: false };
const press = (key: string, target: KeyTarget = 'other', modifiers = {}) => ({ key, target, ...modifiers });

describe('playerKeyAction', () => {
  it('maps the player keys', () => {
    expect(playerKeyAction(press(' '), all)).toBe('toggle-play');
    expect(playerKeyAction(press('k'), all)).toBe('toggle-play');
    expect(playerKeyAction(press('K'), all)).toBe('toggle-play');
    expect(playerKeyAction(press('ArrowLeft'), all)).toBe('seek-back');
    expect(playerKeyAction(press('ArrowRight'), all)).toBe('seek-forward');
    expect(playerKeyAction(press('ArrowUp'), all)).toBe('volume-up');
    expect(playerKeyAction(press('ArrowDown'), all)).toBe('volume-down');
    expect(playerKeyAction(press('f'), all)).toBe('fullscreen');
    expect(playerKeyAction(press('m'), all)).toBe('mute');
    expect(playerKeyAction(press('x'), all)).toBeNull();
    expect(playerKeyAction(press('Enter'), all)).toBeNull();
  });
  it('leaves the keys of hidden controls alone', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'f', 'm']) {
      expect(playerKeyAction(press(key), none)).toBeNull();
    }
    expect(playerKeyAction(press(' '), none)).toBe('toggle-play');
  });
  it('leaves text fields, sliders and menus their own keys', () => {
    for (const target of ['text', 'slider', 'menu'] as const) {
      for (const key of [' ', 'k', 'ArrowLeft', 'ArrowUp', 'f', 'm']) {
        expect(playerKeyAction(press(key, target), all)).toBeNull();
      }
    }
  });
  it('lets a focused button answer space but not the other keys', () => {
    expect(playerKeyAction(press(' ', 'button'), all)).toBeNull();
    expect(playerKeyAction(press('k', 'button'), all)).toBe('toggle-play');
    expect(playerKeyAction(press('ArrowRight', 'button'), all)).toBe('seek-forward');
  });
  it('ignores key combinations', () => {
    expect(playerKeyAction(press('f', 'other', { ctrlKey: true }), all)).toBeNull();
    expect(playerKeyAction(press('ArrowLeft', 'other', { altKey: true }), all)).toBeNull();
    expect(playerKeyAction(press('k', 'other', { metaKey: true }), all)).toBeNull();
  });
});
