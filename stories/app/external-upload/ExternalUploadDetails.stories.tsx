import { ExternalUploadDetails } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { info, readyVideo, uploadingVideo } from './fixtures.ts';

const meta = {
  title: 'Console/ExternalUpload/ExternalUploadDetails',
  component: ExternalUploadDetails,
  args: {
    file: { name: 'kitchen renovation.mp4', size: 52428800, status: 'success', progress: 100 },
    video: readyVideo,
    libraryName: `${info.company_name} / ${info.library.name}`,
    linkExpiresAt: info.expires_at,
    basic: { title: readyVideo.title, request_number: '' },
    onBasicChange: fn(),
    isBasicDirty: false,
    onSaveBasic: fn(async () => undefined),
    email: '',
    onEmailChange: fn(),
    onSendBackup: fn(async () => undefined),
    onCopyLink: fn(),
  },
  // The page owns the drafts; the story keeps them like the page does.
  render: function Render(args) {
    const [basic, setBasic] = useState(args.basic);
    const [email, setEmail] = useState(args.email);
    return (
      <div style={{ maxWidth: '26rem' }}>
        <ExternalUploadDetails
          {...args}
          basic={basic}
          isBasicDirty={
            args.isBasicDirty || basic.title !== args.basic.title || basic.request_number !== args.basic.request_number
          }
          onBasicChange={(next) => {
            setBasic(next);
            args.onBasicChange(next);
          }}
          email={email}
          onEmailChange={(next) => {
            setEmail(next);
            args.onEmailChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ExternalUploadDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Aanvraagnummer')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByText(readyVideo.viewing_url)).toBeInTheDocument();
    await expect(canvas.getByText('Uploaded')).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const SavesBasic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Kitchen_renovation-2.final');
    await userEvent.type(canvas.getByLabelText('Aanvraagnummer'), 'AV-2026-0042');
    const save = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(args.onSaveBasic).toHaveBeenCalledTimes(1));
    await expect(args.onBasicChange).toHaveBeenLastCalledWith({
      title: 'Kitchen_renovation-2.final',
      request_number: 'AV-2026-0042',
    });
  },
};

export const InvalidBasic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText('Title');
    await userEvent.type(title, ' & more!');
    await waitFor(() => expect(canvas.getByText('only a-zA-Z0-9-_ and space are allowed')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'x'.repeat(51));
    await waitFor(() => expect(canvas.getAllByText('cannot be longer than 50 characters')).toHaveLength(1));
    await userEvent.type(canvas.getByLabelText('Aanvraagnummer'), '9'.repeat(51));
    await waitFor(() => expect(canvas.getAllByText('cannot be longer than 50 characters')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSaveBasic).not.toHaveBeenCalled();
  },
};

export const BackupEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /E-mail address/ });
    const send = canvas.getByRole('button', { name: 'Send' });
    await userEvent.type(email, 'requester@');
    await waitFor(() => expect(canvas.getByText('The email must be a valid email address.')).toBeInTheDocument());
    await expect(send).toBeDisabled();
    await userEvent.clear(email);
    await waitFor(() => expect(canvas.getByText('Please specify an email address.')).toBeInTheDocument());
    await expect(send).toBeDisabled();
    await userEvent.type(email, 'requester@example.test');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() => expect(args.onSendBackup).toHaveBeenCalledTimes(1));
  },
};

export const CopiesLinks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy viewing link' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(readyVideo.viewing_url);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy download link' }));
    await expect(args.onCopyLink).toHaveBeenLastCalledWith(readyVideo.download_url);
  },
};

export const WhileUploading: Story = {
  args: {
    file: { name: 'kitchen renovation.mp4', size: 52428800, status: 'active', progress: 42 },
    video: uploadingVideo,
    email: 'requester@example.test',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The links work once the upload has finished.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy viewing link' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByText('Uploading (42%)')).toBeInTheDocument();
    // Basic data can be filled in while the file uploads.
    await expect(canvas.getByLabelText('Title')).toBeEnabled();
  },
};

export const ServerErrors: Story = {
  args: {
    email: 'requester@example.test',
    basicServerErrors: { title: ['cannot be longer than 50 characters'] },
    backupServerErrors: { email: ['The email must be a valid email address.'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('cannot be longer than 50 characters')).toBeInTheDocument();
    await expect(canvas.getByText('The email must be a valid email address.')).toBeInTheDocument();
  },
};
