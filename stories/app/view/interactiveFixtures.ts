import type { ElementAction, InteractiveElement } from '@reelbase/editors';
import { makeElement } from '../../editors/editorFixtures.ts';
import { viewVideo } from './fixtures.ts';

/** An element of the viewing answer (the selection mark is left out) with the given action. */
export function runElement(
  element: InteractiveElement,
  action: Partial<ElementAction>,
  startAction: InteractiveElement['startAction'] = 'play',
) {
  const { active: _selected, ...rest } = element;
  return { ...rest, startAction, action: { ...rest.action, ...action } };
}

/** A slide picture with a big number, drawn inline so stories need no network. */
const slidePicture = (label: string, colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/><text x="160" y="120" font-family="Arial" font-size="96" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

export const SLIDE_ONE = slidePicture('1', '#1f5bd7');
export const SLIDE_TWO = slidePicture('2', '#b4235a');

const slide = (id: string, name: string, start: number, end: number, src: string) => ({
  _id: id,
  name,
  start,
  end,
  src,
  cdn_src: src,
  active: false,
});

export const slides = [
  slide('5a1d2c3b-0000-4000-8000-000000000001', 'Agenda', 0, 2, SLIDE_ONE),
  slide('5a1d2c3b-0000-4000-8000-000000000002', 'Results', 2, 4, SLIDE_TWO),
];

/** A hotspot shown the whole video that skips to 0:03. */
export const SKIP = runElement(
  makeElement('hotspot', 'e1000000-0000-4000-8000-000000000001', 'Skip to the end', {
    left: 60,
    top: 10,
    width: 30,
    height: 25,
  }),
  { type: 'skipTo', timeIndex: 3 },
);

/** A text at 0:01 that pauses the video there; clicking it plays on. */
export const QUESTION = runElement(
  makeElement(
    'text',
    'e1000000-0000-4000-8000-000000000002',
    'Question',
    { left: 10, top: 30, width: 60, height: 30 },
    { start: 1, end: 1, text: 'Ready? Click to continue' },
  ),
  { type: 'play' },
  'pause',
);

/** A hotspot that opens the shop in a new tab. */
export const SHOP = runElement(
  makeElement('hotspot', 'e1000000-0000-4000-8000-000000000003', 'Visit the shop', {
    left: 10,
    top: 10,
    width: 30,
    height: 25,
  }),
  { type: 'openLink', link: 'https://shop.example.test/spring', target: '_blank' },
);

/** The viewing answer of the fixture video, muted (browsers play a muted video without a gesture). */
export const interactiveVideo = {
  ...viewVideo,
  template: { ...viewVideo.template, mute: true, show_description: false },
  interactive: [SKIP, SHOP],
  presentation: { settings: { position: 'PIP' as const }, items: [] },
};
