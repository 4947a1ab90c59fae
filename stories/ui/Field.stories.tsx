import { Field } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, within } from 'storybook/test';

function NativeInputField(props: { label: string; description?: string; errorMessage?: string; isRequired?: boolean }) {
  const id = useId();
  return (
    <Field
      {...props}
      labelProps={{ htmlFor: id }}
      descriptionProps={{ id: `${id}-help` }}
      errorMessageProps={{ id: `${id}-help` }}
    >
      <input id={id} aria-describedby={`${id}-help`} aria-invalid={props.errorMessage ? true : undefined} />
    </Field>
  );
}

const meta: Meta<typeof Field> = {
  title: 'UI/Field',
  component: Field,
  render: (args) => (
    <NativeInputField
      label={String(args.label)}
      description={args.description as string | undefined}
      errorMessage={args.errorMessage as string | undefined}
      isRequired={args.isRequired}
    />
  ),
  args: { label: 'Whitelisted domains', description: 'One domain per line.', children: null },
};
export default meta;
type Story = StoryObj<typeof Field>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Whitelisted domains' });
    await expect(input).toHaveAccessibleDescription('One domain per line.');
  },
};

export const Playground: Story = { args: { isRequired: true } };

export const WithError: Story = {
  args: { errorMessage: 'The name is required.', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The error replaces the help text.
    await expect(canvas.queryByText('One domain per line.')).toBeNull();
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('The name is required.');
  },
};
