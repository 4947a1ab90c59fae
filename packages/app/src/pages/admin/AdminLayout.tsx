import { Stack, token } from '@reelbase/ui';
import styled from 'styled-components';

/** The heading of an administration page. */
export const PageTitle = styled.h1`
  margin: 0 0 ${token('space-4')};
  font-size: ${token('font-size-2xl')};
`;

/** A list panel: toolbar, table and paginator stacked. */
export const ListSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

/** The row above a table: quick search and filters on the left, the add button on the right. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-3')};
  & > :last-child:not(:first-child) {
    margin-left: auto;
  }
`;

/** A form's fields, one per row. */
export const FormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  max-width: 40rem;
  padding: ${token('space-5')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
`;

/** The buttons at the end of a form. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space-3')};
`;

/**
 * An edit screen's column: its title, its form (one Save for the fields that save together), then
 * the cards that save on their own, one under the other and equally wide.
 */
export const EditColumn = styled(Stack)`
  max-width: 48rem;
  & > h1 {
    margin: 0;
  }
  & > form {
    max-width: none;
  }
`;

/** The heading of a form's section, as a card's title (e.g. "Company details"). */
export const FormTitle = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-bold')};
`;

/** A short explanatory text inside a card. */
export const Note = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;
