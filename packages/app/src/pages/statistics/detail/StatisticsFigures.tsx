import { Spinner, StatCard, token } from '@reelbase/ui';
import styled from 'styled-components';
import type { FigureCard } from './statisticsFigures.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    min-width: 0;
  }
`;

export interface StatisticsFiguresProps {
  cards: readonly FigureCard[];
}

/** The figure cards of a video: a value each, a spinner while its figures load, a meter for the ratios. */
export function StatisticsFigures({ cards }: StatisticsFiguresProps) {
  return (
    <Grid aria-label="Figures">
      {cards.map((card) => (
        <li key={card.id}>
          <StatCard
            label={card.label}
            value={card.value ?? <Spinner size="sm" label={`Loading ${card.label.toLowerCase()}`} />}
            percentage={card.value === null ? undefined : card.percentage}
            hint={card.hint}
          />
        </li>
      ))}
    </Grid>
  );
}
