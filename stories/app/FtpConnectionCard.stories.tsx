import { FtpConnectionCard } from '@reelbase/app/pieces';
import { FTP_CONNECTION_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** A SHA-256 fingerprint as servers print it: 32 hex pairs joined by colons (95 characters). */
const FINGERPRINT = Array.from({ length: 32 }, (_, index) => ((index * 37 + 11) % 256).toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();

const meta = {
  title: 'Console/Ftp/FtpConnectionCard',
  component: FtpConnectionCard,
  args: {
    connection: {
      enabled: true,
      host: 'console.reelbase.example',
      port: 2121,
      tls: 'on',
      certificate_sha256: FINGERPRINT,
    },
  },
} satisfies Meta<typeof FtpConnectionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card, found as the region its title names. */
const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: FTP_CONNECTION_TEXTS.title }));

/** The description the card's list gives for a term (the `dd` that follows the `dt`). */
const descriptionOf = (canvasElement: HTMLElement, term: string) => {
  const dt = card(canvasElement).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (dd?.tagName !== 'DD') throw new Error(`No description follows "${term}"`);
  return dd as HTMLElement;
};

export const TlsOfferedWithFingerprint: Story = {
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.getByRole('heading', { name: FTP_CONNECTION_TEXTS.title })).toBeInTheDocument();
    await expect(region.getByText(FTP_CONNECTION_TEXTS.signIn)).toBeVisible();
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.server)).toHaveTextContent(
      /^console\.reelbase\.example$/,
    );
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.port)).toHaveTextContent(/^2121$/);
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.encryption)).toHaveTextContent(
      FTP_CONNECTION_TEXTS.tlsOffered,
    );
    await expect(FINGERPRINT).toHaveLength(95);
    const fingerprint = region.getByText(FINGERPRINT);
    await expect(fingerprint).toBeVisible();
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.fingerprint)).toContainElement(fingerprint);
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.fingerprint)).toHaveTextContent(
      FTP_CONNECTION_TEXTS.fingerprintHint,
    );
    await expect(getComputedStyle(fingerprint).fontFamily).toMatch(/monospace/);
    await expect(region.queryByText(FTP_CONNECTION_TEXTS.off)).not.toBeInTheDocument();
  },
};

export const TlsRequired: Story = {
  args: {
    connection: {
      enabled: true,
      host: 'ftp.reelbase.example',
      port: 21,
      tls: 'required',
      certificate_sha256: FINGERPRINT,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.server)).toHaveTextContent(
      /^ftp\.reelbase\.example$/,
    );
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.port)).toHaveTextContent(/^21$/);
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.encryption)).toHaveTextContent(
      FTP_CONNECTION_TEXTS.tlsRequired,
    );
    await expect(card(canvasElement).queryByText(FTP_CONNECTION_TEXTS.tlsOffered)).not.toBeInTheDocument();
    await expect(card(canvasElement).getByText(FINGERPRINT)).toBeVisible();
  },
};

export const TlsOff: Story = {
  args: {
    connection: { enabled: true, host: 'ftp.reelbase.example', port: 21, tls: 'off', certificate_sha256: null },
  },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.getByText(FTP_CONNECTION_TEXTS.signIn)).toBeVisible();
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.server)).toHaveTextContent(
      /^ftp\.reelbase\.example$/,
    );
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.encryption)).toHaveTextContent(
      FTP_CONNECTION_TEXTS.tlsOff,
    );
    await expect(region.queryByText(FTP_CONNECTION_TEXTS.fingerprint)).not.toBeInTheDocument();
    await expect(region.queryByText(FTP_CONNECTION_TEXTS.fingerprintHint)).not.toBeInTheDocument();
    await expect(region.getAllByRole('term')).toHaveLength(3);
  },
};

export const FtpTurnedOff: Story = {
  args: {
    connection: { enabled: false, host: 'ftp.reelbase.example', port: 21, tls: 'on', certificate_sha256: FINGERPRINT },
  },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.getByRole('heading', { name: FTP_CONNECTION_TEXTS.title })).toBeInTheDocument();
    await expect(region.getByText(FTP_CONNECTION_TEXTS.off)).toBeVisible();
    await expect(region.queryByText(FTP_CONNECTION_TEXTS.signIn)).not.toBeInTheDocument();
    await expect(region.queryByText('ftp.reelbase.example')).not.toBeInTheDocument();
    await expect(region.queryByText(FINGERPRINT)).not.toBeInTheDocument();
    await expect(region.queryByRole('term')).not.toBeInTheDocument();
  },
};

/** The content width of a 390 px wide screen (the page's padding of 24 px each side taken off). */
const PHONE_CONTENT_WIDTH = 390 - 2 * 24;

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: PHONE_CONTENT_WIDTH }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    const region = card(canvasElement);
    const fingerprint = region.getByText(FINGERPRINT);
    // The fingerprint wraps onto several lines instead of widening the page.
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    await expect(fingerprint.getBoundingClientRect().right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
    // Two lines at least, whatever the line height.
    const fontSize = Number.parseFloat(getComputedStyle(fingerprint).fontSize);
    await expect(fingerprint.getBoundingClientRect().height).toBeGreaterThan(fontSize * 2);
  },
};
