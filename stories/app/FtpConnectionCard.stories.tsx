import { FtpConnectionCard } from '@reelbase/app/pieces';
import { FTP_CONNECTION_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

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
      username: 'fenna@northwind.example',
      passive_ports: { min: 30000, max: 30019 },
      tls: 'on',
      certificate_sha256: FINGERPRINT,
    },
    onCopy: fn(),
  },
} satisfies Meta<typeof FtpConnectionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card, found as the region its title names. */
const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: FTP_CONNECTION_TEXTS.title }));

/** The value of a term that can be copied (its `code`), without the copy button. */
const copyableValue = (canvasElement: HTMLElement, term: string) =>
  descriptionOf(canvasElement, term).querySelector('code')?.textContent ?? null;

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
    await expect(copyableValue(canvasElement, FTP_CONNECTION_TEXTS.server)).toBe('console.reelbase.example');
    await expect(copyableValue(canvasElement, FTP_CONNECTION_TEXTS.port)).toBe('2121');
    await expect(copyableValue(canvasElement, FTP_CONNECTION_TEXTS.username)).toBe('fenna@northwind.example');
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.password)).toHaveTextContent(
      FTP_CONNECTION_TEXTS.passwordValue,
    );
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.mode)).toHaveTextContent(
      'Passive (PASV); data connections use ports 30000–30019. Active mode is not offered.',
    );
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

export const CopiesValues: Story = {
  play: async ({ args, canvasElement }) => {
    const region = card(canvasElement);
    await userEvent.click(region.getByRole('button', { name: 'Copy server' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('console.reelbase.example');
    await userEvent.click(region.getByRole('button', { name: 'Copy port' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('2121');
    await userEvent.click(region.getByRole('button', { name: 'Copy user name' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('fenna@northwind.example');
    await expect(region.getAllByRole('button')).toHaveLength(3);
  },
};

export const WithoutCopy: Story = {
  args: { onCopy: undefined },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).queryAllByRole('button')).toHaveLength(0);
    await expect(copyableValue(canvasElement, FTP_CONNECTION_TEXTS.username)).toBe('fenna@northwind.example');
  },
};

export const TlsRequired: Story = {
  args: {
    connection: {
      enabled: true,
      host: 'ftp.reelbase.example',
      port: 21,
      username: 'fenna@northwind.example',
      passive_ports: { min: 40000, max: 40000 },
      tls: 'required',
      certificate_sha256: FINGERPRINT,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(copyableValue(canvasElement, FTP_CONNECTION_TEXTS.server)).toBe('ftp.reelbase.example');
    await expect(copyableValue(canvasElement, FTP_CONNECTION_TEXTS.port)).toBe('21');
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.mode)).toHaveTextContent('use ports 40000.');
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.encryption)).toHaveTextContent(
      FTP_CONNECTION_TEXTS.tlsRequired,
    );
    await expect(card(canvasElement).queryByText(FTP_CONNECTION_TEXTS.tlsOffered)).not.toBeInTheDocument();
    await expect(card(canvasElement).getByText(FINGERPRINT)).toBeVisible();
  },
};

export const TlsOff: Story = {
  args: {
    connection: {
      enabled: true,
      host: 'ftp.reelbase.example',
      port: 21,
      username: 'fenna@northwind.example',
      passive_ports: { min: 30000, max: 30019 },
      tls: 'off',
      certificate_sha256: null,
    },
  },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.getByText(FTP_CONNECTION_TEXTS.signIn)).toBeVisible();
    await expect(copyableValue(canvasElement, FTP_CONNECTION_TEXTS.server)).toBe('ftp.reelbase.example');
    await expect(descriptionOf(canvasElement, FTP_CONNECTION_TEXTS.encryption)).toHaveTextContent(
      FTP_CONNECTION_TEXTS.tlsOff,
    );
    await expect(region.queryByText(FTP_CONNECTION_TEXTS.fingerprint)).not.toBeInTheDocument();
    await expect(region.queryByText(FTP_CONNECTION_TEXTS.fingerprintHint)).not.toBeInTheDocument();
    // Server, port, user name, password, transfer mode and encryption.
    await expect(region.getAllByRole('term')).toHaveLength(6);
  },
};

export const FtpTurnedOff: Story = {
  args: {
    connection: {
      enabled: false,
      host: 'ftp.reelbase.example',
      port: 21,
      username: 'fenna@northwind.example',
      passive_ports: null,
      tls: 'on',
      certificate_sha256: FINGERPRINT,
    },
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
