import { token } from '@reelbase/ui';
import styled from 'styled-components';

/** The editor's own page: it follows its width (container queries), not the window's. */
export const Screen = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  min-height: 100%;
  padding: ${token('space-4')} ${token('space-5')};
  background: ${token('color-bg')};
  color: ${token('color-text')};
  container: presentation-editor / inline-size;
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  @media (max-width: 600px) {
    padding: ${token('space-3')};
  }
`;

export const TopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')} ${token('space-4')};
  min-width: 0;
`;

export const Title = styled.h1`
  flex: 1 1 16rem;
  min-width: 0;
  margin: 0;
  font-size: ${token('font-size-xl')};
  font-weight: ${token('font-weight-bold')};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  min-width: 0;
`;

export const ToolSeparator = styled.span`
  width: 1px;
  align-self: stretch;
  background: ${token('color-border')};
  margin: 0 ${token('space-1')};
  @container presentation-editor (max-width: 600px) {
    display: none;
  }
`;

/** Files that could not become slides. */
export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${token('space-2')};
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-danger')};
  border-radius: ${token('radius-md')};
  background: ${token('color-danger-subtle')};
  color: ${token('color-text')};
  font-size: ${token('font-size-sm')};
  ul {
    margin: 0;
    padding-left: ${token('space-4')};
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const HiddenInput = styled.input`
  display: none;
`;

/** The preview beside the slide list; one column when narrow. */
export const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
  gap: ${token('space-5')};
  align-items: start;
  min-width: 0;
  @container presentation-editor (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const PreviewColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  min-width: 0;
`;

export const Sidebar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  min-width: 0;
  @container presentation-editor (min-width: 901px) {
    position: sticky;
    top: ${token('space-4')};
    max-height: calc(100vh - 2 * ${token('space-4')});
    overflow-y: auto;
  }
`;

export const SidebarHeading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-bold')};
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space-3')};
  padding: ${token('space-7')} ${token('space-4')};
  text-align: center;
`;
