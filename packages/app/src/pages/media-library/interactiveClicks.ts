import type { InteractiveElementAnswer } from '@reelbase/contract';
import { formatTime } from '@reelbase/ui';
import { csvText } from '../../data/csv.ts';

export const INTERACTIVE_CLICKS_TEXTS = {
  title: 'Clicks per element',
  note: 'Clicks of the interactive elements on the viewing pages, since each element was added.',
  download: 'Download CSV',
} as const;

const INTERACTIVE_CLICKS_CSV_COLUMNS = ['Id', 'Name', 'Type', 'Start', 'End', 'Clicks'] as const;

type AreaType = InteractiveElementAnswer['area']['type'];

/** The names of the element types, as the interactive editor shows them. */
const AREA_TYPE_LABELS: Record<AreaType, string> = {
  hotspot: 'Hotspot',
  image: 'Image',
  text: 'Text',
  playeraction: 'Player action',
  input: 'Input',
};

/** One element with its clicks (`null` while they load or when they could not be loaded). */
export interface InteractiveClickRow {
  id: string;
  name: string;
  type: string;
  /** Seconds. */
  start: number;
  /** Seconds. */
  end: number;
  clicks: number | null;
}

/** The elements in their order (by start) with the click count of each (0 when none was counted). */
export function interactiveClickRows(
  elements: readonly InteractiveElementAnswer[],
  clicks: Readonly<Record<string, number>> | undefined,
): InteractiveClickRow[] {
  return elements.map((element) => ({
    id: element._id,
    name: element.name,
    type: AREA_TYPE_LABELS[element.area.type] ?? element.area.type,
    start: element.start,
    end: element.end,
    clicks: clicks ? (clicks[element._id] ?? clicks[element._id.toLowerCase()] ?? 0) : null,
  }));
}

/** The CSV: Id, Name, Type, Start, End (HH:MM:SS.t, read as a time by spreadsheets), Clicks. */
export function interactiveClicksCsv(rows: readonly InteractiveClickRow[]): string {
  return csvText(
    INTERACTIVE_CLICKS_CSV_COLUMNS,
    rows.map((row) => [row.id, row.name, row.type, formatTime(row.start), formatTime(row.end), row.clicks ?? 0]),
  );
}

/** The longest file name the download may have. */
const INTERACTIVE_CLICKS_FILE_NAME_MAX = 215;

/**
 * `interactive-statistics-{title}-{YYYY-MM-DD}.csv` (local date): in the title, runs of white space
 * become `_` and characters a file system refuses are left out; the title is cut so that the whole
 * name has at most 215 characters.
 */
export function interactiveClicksFileName(title: string, date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const cleaned = title
    .trim()
    .replace(/\s+/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused in file names
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '')
    .replace(/^\.+/, '');
  const head = 'interactive-statistics-';
  const tail = `-${day}.csv`;
  const room = INTERACTIVE_CLICKS_FILE_NAME_MAX - head.length - tail.length;
  return `${head}${[...(cleaned || 'video')].slice(0, room).join('')}${tail}`;
}
