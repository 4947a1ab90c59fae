import { SubtitlesPanel, VIDEO_ASSET_PANEL_TEXTS } from '@reelbase/app/pieces';
import { VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { subtitles, transcripts } from './fixtures.ts';

const meta = {
  title: 'Console/VideoAssets/SubtitlesPanel',
  component: SubtitlesPanel,
  args: {
    subtitles,
    transcripts,
    canManage: true,
    onAddSubtitle: fn(async () => undefined),
    onSetDefault: fn(async () => undefined),
    onDeleteSubtitle: fn(async () => undefined),
    onAddTranscript: fn(async () => undefined),
    onDeleteTranscript: fn(async () => undefined),
  },
} satisfies Meta<typeof SubtitlesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Subtitles' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('switch', { name: 'Default: English' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Default: Nederlands' })).not.toBeChecked();
    const transcriptList = canvas.getByRole('list', { name: 'Transcripts' });
    await expect(within(transcriptList).getByRole('link', { name: /interview-transcript\.docx/ })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const TogglesDefaultAfterAPause: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const english = canvas.getByRole('switch', { name: 'Default: English' });
    const dutch = canvas.getByRole('switch', { name: 'Default: Nederlands' });
    // Toggled on and off again within the pause: the saved default shows again and nothing is sent.
    await userEvent.click(dutch);
    await expect(dutch).toBeChecked();
    await expect(english).not.toBeChecked();
    await userEvent.click(dutch);
    await expect(dutch).not.toBeChecked();
    await expect(english).toBeChecked();
    await pause(1200);
    await expect(args.onSetDefault).not.toHaveBeenCalled();
    // Made the default: shown at once (one default at most), saved 1000 ms later.
    await userEvent.click(dutch);
    await expect(dutch).toBeChecked();
    await expect(english).not.toBeChecked();
    await pause(500);
    await expect(args.onSetDefault).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSetDefault).toHaveBeenCalledWith(subtitles[1], true), { timeout: 2000 });
    await expect(args.onSetDefault).toHaveBeenCalledTimes(1);
  },
};

export const DefaultCannotBeDeleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deleteEnglish = canvas.getByRole('button', { name: 'Delete subtitles English' });
    await expect(deleteEnglish).toBeDisabled();
    await expect(deleteEnglish).toHaveAccessibleDescription(VIDEO_ASSET_TEXTS.cannotDeleteDefaultSubtitle);
    await expect(canvas.getByRole('button', { name: 'Delete subtitles Nederlands' })).toBeEnabled();
    // Once another one is the default, the first may go and the new default may not.
    await userEvent.click(canvas.getByRole('switch', { name: 'Default: Nederlands' }));
    await expect(deleteEnglish).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete subtitles Nederlands' })).toBeDisabled();
  },
};

export const DeletesSubtitles: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete subtitles Nederlands' }));
    const confirm = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(confirm.getByText(VIDEO_ASSET_PANEL_TEXTS.subtitleDeleteConfirm)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleteSubtitle).toHaveBeenCalledWith(subtitles[1]));
  },
};

export const AddsSubtitles: Story = {
  args: { subtitles: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VIDEO_ASSET_PANEL_TEXTS.noSubtitles)).toBeInTheDocument();
    const input = canvas.getByLabelText('Subtitles file');
    await expect(input).toHaveAttribute('accept', '.srt,.vtt');
    await userEvent.upload(input, new File(['text'], 'subs.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('File: subs.txt with type of txt not accepted!');
    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\nHallo\n'], 'dutch.srt', { type: 'application/x-subrip' });
    await userEvent.upload(input, file);
    const form = within(canvas.getByRole('group', { name: 'New subtitles' }));
    await expect(form.getByText('dutch.srt')).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: 'Language' }), 'nl');
    await userEvent.type(form.getByRole('textbox', { name: 'Label' }), 'Nederlands');
    await userEvent.click(form.getByRole('checkbox', { name: 'Default subtitles' }));
    await userEvent.click(form.getByRole('button', { name: 'Upload subtitles' }));
    await waitFor(() =>
      expect(args.onAddSubtitle).toHaveBeenCalledWith({ file, language: 'nl', label: 'Nederlands', isDefault: true }),
    );
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'New subtitles' })).not.toBeInTheDocument());
  },
};

export const AddsAndDeletesTranscripts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Transcript file');
    await expect(input).toHaveAttribute('accept', '.txt,.doc,.docx,.pdf');
    await userEvent.upload(input, new File(['x'], 'notes.rtf', { type: 'application/rtf' }), { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('File: notes.rtf with type of rtf not accepted!');
    const pdf = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await waitFor(() => expect(args.onAddTranscript).toHaveBeenCalledWith(pdf));

    await userEvent.click(canvas.getByRole('button', { name: 'Delete transcript interview-transcript.docx' }));
    const confirm = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(confirm.getByText(VIDEO_ASSET_PANEL_TEXTS.transcriptDeleteConfirm)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleteTranscript).toHaveBeenCalledWith(transcripts[0]));
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Default')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('switch')).toHaveLength(0);
    await expect(canvas.queryByLabelText('Subtitles file')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Transcript file')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { subtitles: [], transcripts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VIDEO_ASSET_PANEL_TEXTS.noSubtitles)).toBeInTheDocument();
    await expect(canvas.getByText(VIDEO_ASSET_PANEL_TEXTS.noTranscripts)).toBeInTheDocument();
  },
};
