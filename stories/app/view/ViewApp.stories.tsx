import { memoryStorage, ViewApp } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { stageOf, videoOf } from '../../player/playerFixtures.ts';
import { viewVideo } from './fixtures.ts';

const description = 'Our spring launch, in four seconds. Filmed in Rotterdam.';

const meta = {
  title: 'View/ViewApp',
  component: ViewApp,
  parameters: { layout: 'fullscreen' },
  args: { route: { surface: 'view', videoId: 'v1' }, initial: viewVideo, storage: memoryStorage() },
} satisfies Meta<typeof ViewApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LandingPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Product launch' });
    await expect(heading).toBeVisible();
    const text = canvas.getByText(description);
    await expect(text.tagName).toBe('P');
    await expect(text).toBeVisible();

    // On the landing page title and description belong to the page, not to the player.
    const stage = stageOf(canvasElement);
    await expect(within(stage).queryByText('Product launch')).toBeNull();
    await expect(stage.contains(heading)).toBe(false);
    await expect(canvas.getAllByText(description)).toHaveLength(1);

    const video = videoOf(canvasElement);
    await expect(video.getAttribute('src')).toMatch(/tiny\.webm\?rendition=(360|720)$/);
    await expect(video).toHaveAttribute('poster', viewVideo.thumbnail);
    await expect(video.querySelectorAll('track')).toHaveLength(2);

    const main = canvas.getByRole('main');
    await expect(main.contains(heading)).toBe(true);
    await expect(main.contains(video)).toBe(true);

    const logo = canvasElement.querySelector('header img');
    await expect(logo).toHaveAttribute('src', viewVideo.landing.logo_url);
    await expect(logo).toHaveAttribute('alt', '');

    const footer = canvas.getByRole('contentinfo');
    const owner = within(footer).getByText('Northwind Studios');
    await expect(owner.tagName).toBe('STRONG');
    await expect(owner.parentElement?.tagName).toBe('P');
    await expect(within(footer).getByText('All rights reserved.')).toBeVisible();
    await expect(footer.querySelector('script')).toBeNull();

    await waitFor(() => expect(document.title).toBe('Product launch'));
  },
};

export const TitleHiddenByTheTemplate: Story = {
  args: { initial: { ...viewVideo, template: { ...viewVideo.template, show_title: false, show_description: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The heading stays for screen readers; the description is not shown.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product launch' })).toBeInTheDocument();
    await expect(canvas.queryByText(description)).toBeNull();
    await expect(within(stageOf(canvasElement)).queryByText('Product launch')).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Northwind Studios');
  },
};

export const WithoutLanding: Story = {
  args: { initial: { ...viewVideo, landing: { logo_url: null, background_url: null, footer_text: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product launch' })).toBeVisible();
    await expect(canvasElement.querySelector('header')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(videoOf(canvasElement)).toBeInTheDocument();
  },
};

export const Embed: Story = {
  args: { route: { surface: 'embed', videoId: 'v1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The player shows the title itself (template show_title); the page adds no heading.
    const stage = stageOf(canvasElement);
    await expect(within(stage).getByText('Product launch')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(videoOf(canvasElement)).toBeInTheDocument();
    await expect(canvas.getByRole('main').contains(stage)).toBe(true);

    // No landing page around it: no logo, no footer.
    await expect(canvasElement.querySelector('header')).toBeNull();
    await expect(canvasElement.querySelector('footer')).toBeNull();
    await expect(canvas.queryByText('Northwind Studios')).toBeNull();
  },
};
