import { VideoDetails, type VideoDetailsProps } from '@reelbase/app/pieces';
import { VIDEO_TEXTS, type Video, type VideoUpdate } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectCannotSave, video } from './fixtures.ts';

const meta = {
  title: 'Console/MediaLibrary/VideoDetails',
  component: VideoDetails,
  args: {
    video,
    libraryName: 'Northwind / Marketing',
    onCopyId: fn(),
    onDownloadSource: fn(),
    encodings: <p>Renditions</p>,
    onSave: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 448 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'General' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(video.id)).toBeInTheDocument();
    await expect(canvas.getByText('Northwind / Marketing')).toBeInTheDocument();
    await expect(canvas.getAllByText('Anybody')[0]).toBeVisible();
    await expect(canvas.getByText('1920 × 1080')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'File' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = {};

export const CopyVideoId: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy Video Id' }));
    await expect(args.onCopyId).toHaveBeenCalled();
  },
};

export const DownloadSource: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await expect(canvas.getByText('50 MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download source' }));
    await expect(args.onDownloadSource).toHaveBeenCalled();
  },
};

export const EncodingsOpen: Story = {
  args: { defaultExpanded: ['encodings'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Renditions')).toBeVisible();
  },
};

export const WithoutSourceAddress: Story = {
  args: { video: { ...video, source_url: null, status: 'failed', failure_reason: 'The file is not a video.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The file is not a video\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'File' }));
    await expect(canvas.getByRole('button', { name: 'Download source' })).toBeDisabled();
  },
};

export const EditBasic: Story = {
  args: { defaultExpanded: ['basic'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Basic' });
    const save = within(form).getByRole('button', { name: 'Save changes' });
    await expectCannotSave(save);
    const title = within(form).getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    // The message waits for the 400 ms pause.
    await expect(within(form).queryByText('The title is required.')).not.toBeInTheDocument();
    await waitFor(() => expect(within(form).getByText('The title is required.')).toBeInTheDocument());
    await userEvent.type(title, 'A');
    await waitFor(() => expect(within(form).getByText('cannot be shorter than 2 characters')).toBeInTheDocument());
    await userEvent.type(title, '!');
    await waitFor(() => expect(within(form).getByText(VIDEO_TEXTS.titleCharacters)).toBeInTheDocument());
    await userEvent.clear(title);
    await userEvent.type(title, 'Launch film');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tags' }), 'spring{Enter}');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Launch film', tags: ['spring'] });
  },
};

/** The details as the page holds them: a save comes back as the saved video. */
function SavingDetails(props: VideoDetailsProps) {
  const [saved, setSaved] = useState<Video>(props.video);
  const onSave = async (update: VideoUpdate) => {
    await props.onSave(update);
    setSaved((current) => ({
      ...current,
      title: update.name ?? current.title,
      tags: update.tags ?? current.tags,
    }));
  };
  return <VideoDetails {...props} video={saved} onSave={onSave} />;
}

export const SavedFormDropsOldMessages: Story = {
  args: { defaultExpanded: ['basic'], video: { ...video, tags: ['spring'] } },
  render: (args) => <SavingDetails {...args} />,
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Basic' }));
    const tags = form.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(tags, 'Spring{Enter}');
    await expect(form.getByText(VIDEO_TEXTS.duplicateItem)).toBeInTheDocument();
    await userEvent.clear(tags);
    await userEvent.type(tags, 'summer{Enter}');
    await userEvent.type(tags, 'summer{Enter}');
    await expect(form.getByText(VIDEO_TEXTS.duplicateItem)).toBeInTheDocument();
    const save = form.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ tags: ['spring', 'summer'] }));
    // Saved: the refused tag's message is gone, the saved tags stay.
    await waitFor(() => expect(form.queryByText(VIDEO_TEXTS.duplicateItem)).not.toBeInTheDocument());
    await expect(form.getByText('summer')).toBeInTheDocument();
    await expectCannotSave(form.getByRole('button', { name: 'Save changes' }));
  },
};

export const EditPrivacy: Story = {
  args: { defaultExpanded: ['privacy'] },
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Privacy' });
    await userEvent.click(within(form).getByRole('button', { name: /Privacy/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Unlisted' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ privacy: 'unlisted' });
  },
};

export const EditProject: Story = {
  args: { defaultExpanded: ['project'] },
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Project' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Project number' }), 'P 2024#7');
    await waitFor(() => expect(within(form).getByText('only a-zA-Z0-9-_ and space are allowed')).toBeInTheDocument());
    await expectCannotSave(within(form).getByRole('button', { name: 'Save changes' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Project number' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Project number' }), 'P-2024.07');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save changes' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ projectNumber: 'P-2024.07' });
  },
};

export const EditLanguagesAndAgency: Story = {
  args: { defaultExpanded: ['basic'] },
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Basic' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Dutch' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Agency' }), 'Studio #1');
    await waitFor(() => expect(within(form).getByText('only a-zA-Z0-9-_ and space are allowed')).toBeInTheDocument());
    await expectCannotSave(within(form).getByRole('button', { name: 'Save changes' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Agency' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save changes' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ languages: ['Dutch'] });
  },
};

export const ServerMessages: Story = {
  args: { defaultExpanded: ['basic'], serverErrors: { name: ['The title is already taken.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The title is already taken.')).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { defaultExpanded: ['basic', 'project'], isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveAttribute('readonly');
  },
};

/** Local dates as unix seconds, the way the date and time inputs read them. */
const localSeconds = (year: number, month: number, day: number, hours = 0) =>
  new Date(year, month - 1, day, hours).getTime() / 1000;
const scheduledVideo = {
  ...video,
  visibility: { type: 'scheduled' as const, from: localSeconds(2040, 3, 1, 9), until: null },
};

export const ScheduledNeedsADate: Story = {
  args: { defaultExpanded: ['privacy'] },
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Privacy' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Scheduled' }));
    // No message before a date could be entered; trying to save shows it and saves nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(form).queryByText('The date is required.')).not.toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save changes' });
    await expectCannotSave(save);
    await userEvent.click(save);
    await waitFor(() => expect(within(form).getByText('The date is required.')).toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ScheduleVisibility: Story = {
  args: { defaultExpanded: ['privacy'] },
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Privacy' });
    const segment = (field: string, name: RegExp) =>
      within(within(form).getByRole('group', { name: field })).getByRole('spinbutton', { name });
    await userEvent.click(within(form).getByRole('radio', { name: 'Scheduled' }));
    await userEvent.click(segment('From', /year/i));
    await userEvent.keyboard('20400105');
    await userEvent.click(segment('Until', /year/i));
    await userEvent.keyboard('20400104');
    await waitFor(() =>
      expect(within(form).getByText('The selected date must be after 2040-01-05 00:00')).toBeInTheDocument(),
    );
    const save = within(form).getByRole('button', { name: 'Save changes' });
    await expectCannotSave(save);
    await userEvent.click(segment('Until', /day/i));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(within(form).queryByText(/must be after/)).not.toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      visibility: { type: 'scheduled', from: localSeconds(2040, 1, 5), until: localSeconds(2040, 1, 6) },
    });
  },
};

export const SwitchBackToPrivate: Story = {
  args: { defaultExpanded: ['privacy'], video: scheduledVideo },
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Privacy' });
    await expect(within(form).getByRole('radio', { name: 'Scheduled' })).toBeChecked();
    const save = within(form).getByRole('button', { name: 'Save changes' });
    await expectCannotSave(save);
    await userEvent.click(within(form).getByRole('radio', { name: 'Private' }));
    await expect(within(form).queryByRole('group', { name: 'From' })).not.toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ visibility: { type: 'private' } });
  },
};

export const VisibilityServerMessage: Story = {
  args: {
    defaultExpanded: ['privacy'],
    video: scheduledVideo,
    serverErrors: { 'visibility.from': ['The selected date cannot be in the past.'] },
  },
  play: async ({ canvasElement }) => {
    const from = within(canvasElement).getByRole('group', { name: 'From' });
    await expect(from).toHaveAccessibleDescription(/The selected date cannot be in the past\./);
  },
};

export const ReadOnlyVisibility: Story = {
  args: { defaultExpanded: ['privacy'], isReadOnly: true, video: scheduledVideo },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Privacy' });
    await expect(within(form).queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(within(form).queryByRole('group', { name: 'From' })).not.toBeInTheDocument();
    await expect(within(form).getByText('Scheduled')).toBeInTheDocument();
    await expect(within(form).getByText('2040-03-01 09:00')).toBeInTheDocument();
  },
};
