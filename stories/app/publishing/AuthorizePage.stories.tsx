import { AuthorizePage, storeLinking } from '@reelbase/app/pieces';
import { PUBLISHING_TEXTS } from '@reelbase/contract';
import { ToastRegion, toasts } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { expect, fn, waitFor, within } from 'storybook/test';

/** The calls the page makes, answered as the server would. */
const calls = fn<(method: string, url: string, body: unknown) => void>();
const accountOf = (body: { name: string; meta: { companyId: number; accountType: string } }) => ({
  id: 31,
  name: body.name,
  meta: { ...body.meta, paidTier: false },
});

function CompanyScreen() {
  return <p>Company {useParams().id}</p>;
}

interface AuthorizeArgs {
  platform: 'vimeo' | 'youtube';
  /** Where the service sends the browser back. */
  entry: string;
  /** What Grant Access kept in the tab, if anything. */
  stored: boolean;
}

const meta: Meta<AuthorizeArgs> = {
  title: 'Console/Publishing/AuthorizePage',
  args: { platform: 'vimeo', entry: '/vimeo/authorize?state=s-123&code=c-456', stored: true },
  beforeEach: ({ args }) => {
    toasts.clear();
    calls.mockClear();
    for (const platform of ['vimeo', 'youtube'] as const) {
      if (args.stored) storeLinking(sessionStorage, platform, { companyId: 7, state: 's-123', name: 'Acme Films' });
    }
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls(init?.method ?? 'GET', url, body);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const answer = url.includes('/access-token') ? { state: 's-123', exchanged: true } : accountOf(body);
      return new Response(JSON.stringify(answer), { status: init?.method === 'POST' ? 201 : 200 });
    };
    return () => {
      window.fetch = original;
      sessionStorage.clear();
      toasts.clear();
    };
  },
  render: ({ platform, entry }) => (
    <>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={`/${platform}/authorize`} element={<AuthorizePage platform={platform} />} />
          <Route path="/companies/:id" element={<CompanyScreen />} />
          <Route path="/profile" element={<p>Profile</p>} />
        </Routes>
      </MemoryRouter>
      <ToastRegion />
    </>
  ),
};
export default meta;
type Story = StoryObj<AuthorizeArgs>;

const body = () => within(document.body);
const tokenBody = (platform: 'vimeo' | 'youtube') => ({
  name: 'Acme Films',
  OAuthCode: 'c-456',
  state: 's-123',
  meta: { companyId: 7, accountType: platform },
});

export const LinksVimeoAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Linking your account…');
    await expect(await canvas.findByText('Company 7')).toBeInTheDocument();
    await expect(calls).toHaveBeenCalledWith('POST', '/api/accounts/qpd/vimeo/token', tokenBody('vimeo'));
    await expect(await body().findByText('Vimeo account linked.')).toBeInTheDocument();
    // The stored items are used once.
    await expect(sessionStorage.getItem('reelbase.vimeo.state')).toBeNull();
  },
};

export const InvalidVimeoState: Story = {
  args: { entry: '/vimeo/authorize?state=forged&code=c-456' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Company 7')).toBeInTheDocument();
    await expect(await body().findByText(PUBLISHING_TEXTS.invalidVimeoState)).toBeInTheDocument();
    await expect(calls).not.toHaveBeenCalled();
  },
};

export const NothingStored: Story = {
  args: { stored: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Profile')).toBeInTheDocument();
    await expect(await body().findByText(PUBLISHING_TEXTS.invalidVimeoState)).toBeInTheDocument();
  },
};

export const LinksYoutubeChannel: Story = {
  args: { platform: 'youtube', entry: '/youtube/authorize?state=s-123&code=c-456&scope=youtube' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Company 7')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.mock.calls.map(([method, url]) => `${method} ${url}`)).toEqual([
        'GET /api/accounts/qpd/youtube/access-token?code=c-456&state=s-123',
        'POST /api/accounts/qpd/youtube/token',
      ]),
    );
    await expect(calls).toHaveBeenLastCalledWith('POST', '/api/accounts/qpd/youtube/token', tokenBody('youtube'));
    await expect(await body().findByText('YouTube account linked.')).toBeInTheDocument();
  },
};

export const YoutubeRefused: Story = {
  args: { platform: 'youtube', entry: '/youtube/authorize?error=access_denied&state=s-123' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Company 7')).toBeInTheDocument();
    await expect(await body().findByText(PUBLISHING_TEXTS.youtubeAuthorization)).toBeInTheDocument();
    await expect(calls).not.toHaveBeenCalled();
  },
};
