import { Button, RadioGroup, StepsModal, type StepsModalProps, useSteps } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const libraries = [
  { value: 'acme/marketing', label: 'Acme / Marketing' },
  { value: 'acme/sales', label: 'Acme / Sales' },
];
const videos = [
  { id: 11, title: 'Intro', library: 'acme/sales' },
  { id: 12, title: 'Launch', library: 'acme/marketing' },
];

interface DemoArgs extends Pick<StepsModalProps, 'title' | 'executeLabel' | 'onClose'> {
  /** Delay per video, shortened in tests. */
  stepMs: number;
  doneDelayMs: number;
}

function MoveDialogDemo({ stepMs, doneDelayMs, ...args }: DemoArgs) {
  const steps = useSteps({ doneDelayMs });
  const [target, setTarget] = useState<string | null>(null);
  const execute = () =>
    steps.run(videos.length, async (report) => {
      for (const video of videos) {
        await new Promise((resolve) => setTimeout(resolve, stepMs));
        report(
          video.library === target
            ? { text: `Skipped video ${video.id}. Source and target library is the same.`, tone: 'info' }
            : {
                text: `Video ${video.title} (${video.id}) moved to ${target?.replace('acme', 'Acme')}`,
                tone: 'success',
              },
        );
      }
    });
  return (
    <>
      <Button onPress={steps.open}>Move to library</Button>
      <StepsModal
        {...args}
        steps={steps}
        canExecute={target !== null}
        onExecute={execute}
        selection={<RadioGroup label="Target library" options={libraries} value={target} onChange={setTarget} />}
      />
    </>
  );
}

const meta: Meta<DemoArgs> = {
  title: 'UI/StepsModal',
  render: (args) => <MoveDialogDemo {...args} />,
  args: { title: 'Move videos to library', executeLabel: 'Move', stepMs: 50, doneDelayMs: 400, onClose: fn() },
};
export default meta;
type Story = StoryObj<DemoArgs>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to library' }));
    const dialog = await body().findByRole('dialog', { name: 'Move videos to library' });
    const move = within(dialog).getByRole('button', { name: 'Move' });
    await expect(move).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Acme / Marketing' }));
    await expect(move).toBeEnabled();
    await userEvent.click(move);
    const done = await within(dialog).findByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'));
    const log = within(dialog).getByRole('log', { name: 'Results' });
    await expect(log).toHaveTextContent('Video Intro (11) moved to Acme/marketing');
    await expect(log).toHaveTextContent('Skipped video 12. Source and target library is the same.');
    // Done waits 400 ms after completion.
    await expect(done).toBeDisabled();
    await waitFor(() => expect(done).toBeEnabled(), { timeout: 2000 });
    await userEvent.click(done);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { stepMs: 800, doneDelayMs: 400, executeLabel: 'Move' } };

export const CancelSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to library' }));
    await body().findByRole('dialog', { name: 'Move videos to library' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Executing: Story = {
  args: { stepMs: 60_000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move to library' }));
    const dialog = await body().findByRole('dialog', { name: 'Move videos to library' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Acme / Sales' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    // Esc does not interrupt a running move.
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog')).toBeInTheDocument();
  },
};
