import type { InteractiveElementAnswer } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { interactiveClickRows, interactiveClicksCsv, interactiveClicksFileName } from './interactiveClicks.ts';

const look = {
  background: { color: '', path: '', url: '' },
  border: { width: 1, color: '#ffffff' },
  font: { family: 'arial, helvetica, sans-serif', size: 24, color: '#ffffff' },
};

function element(
  _id: string,
  name: string,
  type: InteractiveElementAnswer['area']['type'],
  start: number,
  end: number,
) {
  return {
    _id,
    name,
    start,
    end,
    startAction: 'play',
    action: {
      type: 'openLink',
      link: 'https://shop.example',
      target: '_blank',
      videoId: '',
      startAt: 0,
      timeIndex: 0,
      autoPlay: false,
      mute: false,
    },
    area: { type, shape: 'rectangle', text: '' },
    style: { origin: { left: 25, top: 40 }, dimensions: { width: 50, height: 20 }, default: look, hover: look },
    active: false,
  } satisfies InteractiveElementAnswer;
}

const SHOP = '0a7e1f52-3b4c-4d5e-8f60-718293a4b5c6';
const PAUSE = '1b8f2063-4c5d-4e6f-9071-8293a4b5c6d7';
const elements = [element(SHOP, '=Shop, now', 'hotspot', 4.2, 10), element(PAUSE, 'Pause', 'playeraction', 61.5, 61.5)];

describe('interactive clicks', () => {
  it('gives each element its clicks, 0 when none were counted', () => {
    expect(interactiveClickRows(elements, { [SHOP]: 12 })).toEqual([
      { id: SHOP, name: '=Shop, now', type: 'Hotspot', start: 4.2, end: 10, clicks: 12 },
      { id: PAUSE, name: 'Pause', type: 'Player action', start: 61.5, end: 61.5, clicks: 0 },
    ]);
    expect(interactiveClickRows(elements, undefined).map((row) => row.clicks)).toEqual([null, null]);
  });

  it('writes the CSV columns Id, Name, Type, Start, End, Clicks with safe cells', () => {
    expect(interactiveClicksCsv(interactiveClickRows(elements, { [SHOP]: 12, [PAUSE]: 3 }))).toBe(
      'Id,Name,Type,Start,End,Clicks\r\n' +
        `${SHOP},"'=Shop, now",Hotspot,00:00:04.2,00:00:10.0,12\r\n` +
        `${PAUSE},Pause,Player action,00:01:01.5,00:01:01.5,3\r\n`,
    );
  });

  it('names the file after the title and the day', () => {
    const day = new Date(2026, 10, 5, 23, 59);
    expect(interactiveClicksFileName('Product launch 2026', day)).toBe(
      'interactive-statistics-Product_launch_2026-2026-11-05.csv',
    );
    expect(interactiveClicksFileName('  A/B: "test" <final>?  ', day)).toBe(
      'interactive-statistics-AB_test_final-2026-11-05.csv',
    );
    expect(interactiveClicksFileName('../secret', day)).toBe('interactive-statistics-secret-2026-11-05.csv');
    expect(interactiveClicksFileName('***', day)).toBe('interactive-statistics-video-2026-11-05.csv');
  });

  it('keeps the whole file name within 215 characters', () => {
    const name = interactiveClicksFileName('x'.repeat(400), new Date(2026, 0, 1));
    expect(name).toHaveLength(215);
    expect(name.endsWith('x-2026-01-01.csv')).toBe(true);
  });
});
