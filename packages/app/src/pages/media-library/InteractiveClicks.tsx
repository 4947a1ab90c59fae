import { Button, DataTable, type DataTableColumn, formatTime, Heading, Inline, Stack, Text, token } from '@reelbase/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { downloadCsv } from '../../data/csv.ts';
import { useInteractiveClicks, useInteractiveElements } from '../../data/statisticsCalls.ts';
import {
  INTERACTIVE_CLICKS_TEXTS,
  type InteractiveClickRow,
  interactiveClickRows,
  interactiveClicksCsv,
  interactiveClicksFileName,
} from './interactiveClicks.ts';

/** Under the editor links of the Interactive panel. */
const Section = styled(Stack)`
  margin-top: ${token('space-4')};
`;

/** A time as the editor writes it, without the hours when there are none: `00:04.2`. */
const panelTime = (seconds: number) => formatTime(seconds).replace(/^00:/, '');

const columns: DataTableColumn<InteractiveClickRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'time', header: 'Start – End', cell: (row) => `${panelTime(row.start)} – ${panelTime(row.end)}` },
  { id: 'clicks', header: 'Clicks', cell: (row) => (row.clicks === null ? '—' : row.clicks.toLocaleString('en-US')) },
];

export interface InteractiveClicksProps {
  videoId: string;
  /** Names the CSV file. */
  videoTitle: string;
}

/**
 * The clicks of a video's interactive elements, under the editor links of its side panel, with
 * a CSV download; nothing is shown when the video has no elements.
 */
export function InteractiveClicks({ videoId, videoTitle }: InteractiveClicksProps) {
  const { data: list } = useInteractiveElements(videoId);
  const elements = list?.interactive_area ?? [];
  const clicks = useInteractiveClicks(elements.map((element) => element._id));
  const titleId = useId();
  if (elements.length === 0) return null;
  const rows = interactiveClickRows(elements, clicks.data);
  return (
    <Section as="section" aria-labelledby={titleId}>
      <Heading level={4} id={titleId}>
        {INTERACTIVE_CLICKS_TEXTS.title}
      </Heading>
      <Text tone="muted" size="sm">
        {INTERACTIVE_CLICKS_TEXTS.note}
      </Text>
      <DataTable
        aria-label={INTERACTIVE_CLICKS_TEXTS.title}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        isLoading={clicks.isLoading}
        // A table even in the narrow side panel: four short columns fit.
        gridBreakpoint={0}
      />
      <Inline>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={!clicks.data}
          onPress={() => downloadCsv(interactiveClicksCsv(rows), interactiveClicksFileName(videoTitle, new Date()))}
        >
          {INTERACTIVE_CLICKS_TEXTS.download}
        </Button>
      </Inline>
    </Section>
  );
}
