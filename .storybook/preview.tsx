import { GlobalStyle } from '@reelbase/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // axe runs on every story; a violation fails the story's test.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <>
        <GlobalStyle />
        <Story />
      </>
    ),
  ],
};
export default preview;
