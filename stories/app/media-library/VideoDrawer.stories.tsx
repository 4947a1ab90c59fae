import { VideoDetails, VideoDrawer, type VideoDrawerProps } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { video } from './fixtures.ts';

/** The panel as the page shows it: the video's details, with the Basic section open. */
function Panel() {
  return (
    <VideoDetails
      video={video}
      onCopyId={() => undefined}
      onDownloadSource={() => undefined}
      encodings={<p>Renditions</p>}
      onSave={async () => undefined}
      defaultExpanded={['basic']}
    />
  );
}

/** The drawer open over a page, closed by its `onClose` the way the page closes it. */
function OpenDrawer({ onClose, children }: Pick<VideoDrawerProps, 'onClose' | 'children'>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'The panel is open.' : 'The panel is closed.'}</p>
      <VideoDrawer
        isOpen={isOpen}
        title={video.title}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        {children}
      </VideoDrawer>
    </>
  );
}

/** Inside a router: a link and a Back of the console leave the page with the panel. */
function RoutedDrawer({ onClose }: Pick<VideoDrawerProps, 'onClose'>) {
  const navigate = useNavigate();
  return (
    <OpenDrawer onClose={onClose}>
      <nav aria-label="Elsewhere">
        <Link to="/statistics">Open the statistics</Link>{' '}
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      </nav>
      <Panel />
    </OpenDrawer>
  );
}

function InRouter({ onClose }: Pick<VideoDrawerProps, 'onClose'>) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/media-library', element: <RoutedDrawer onClose={onClose} /> },
        { path: '/statistics', element: <p>The statistics page</p> },
      ],
      { initialEntries: ['/media-library', `/media-library?videoId=${video.id}`], initialIndex: 1 },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Console/MediaLibrary/VideoDrawer',
  component: VideoDrawer,
  args: { isOpen: true, title: video.title, onClose: fn(), children: null },
  render: (args) => (
    <OpenDrawer onClose={args.onClose}>
      <Panel />
    </OpenDrawer>
  ),
} satisfies Meta<typeof VideoDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const titleField = () => within(page().getByRole('form', { name: 'Basic' })).getByRole('textbox', { name: /Title/ });
const question = () => page().queryByRole('alertdialog', { name: 'Discard unsaved changes?' });

export const Default: Story = {
  play: async () => {
    await expect(page().getByRole('dialog', { name: video.title })).toBeInTheDocument();
  },
};

export const ClosesAtOnceWithoutEdits: Story = {
  play: async ({ args }) => {
    await userEvent.click(titleField());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(question()).toBeNull();
    await expect(page().getByText('The panel is closed.')).toBeInTheDocument();
  },
};

export const AsksBeforeEscapeDiscardsAnEdit: Story = {
  play: async ({ args }) => {
    await userEvent.type(titleField(), ' v2');
    await userEvent.keyboard('{Escape}');
    const dialog = await page().findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toHaveTextContent('If you leave now, they are lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(titleField()).toHaveValue(`${video.title} v2`);

    // The ✕ asks the same; discarding closes the panel.
    await userEvent.click(
      within(page().getByRole('dialog', { name: video.title })).getByRole('button', { name: 'Close' }),
    );
    const again = await page().findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(page().getByText('The panel is closed.')).toBeInTheDocument();
  },
};

export const AsksBeforeALinkLeaves: Story = {
  render: (args) => <InRouter onClose={args.onClose} />,
  play: async () => {
    await userEvent.type(titleField(), ' v2');
    await userEvent.click(page().getByRole('link', { name: 'Open the statistics' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    await expect(titleField()).toHaveValue(`${video.title} v2`);
    await expect(page().queryByText('The statistics page')).toBeNull();

    await userEvent.click(page().getByRole('link', { name: 'Open the statistics' }));
    const again = await page().findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await expect(await page().findByText('The statistics page')).toBeInTheDocument();
  },
};

export const AsksBeforeBackLeaves: Story = {
  render: (args) => <InRouter onClose={args.onClose} />,
  play: async () => {
    await userEvent.type(titleField(), ' v2');
    await userEvent.click(page().getByRole('button', { name: 'Back' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    await expect(titleField()).toHaveValue(`${video.title} v2`);
    // Saved or not, with nothing unsaved Back goes without a question.
    await userEvent.clear(titleField());
    await userEvent.type(titleField(), video.title);
    await userEvent.click(page().getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(question()).toBeNull());
  },
};
