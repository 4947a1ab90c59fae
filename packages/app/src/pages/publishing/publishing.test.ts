import { PUBLISHING_TEXTS, type Publication, type PublishingAccount } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import {
  accountNameMessage,
  accountsOf,
  canGrantAccess,
  isPrivacyAllowed,
  latestPublication,
  notConfiguredText,
  publishingAccess,
  refusalOf,
  uploadPercent,
} from './publishing.ts';

const account = (id: number, name: string, accountType: 'vimeo' | 'youtube', paidTier = false): PublishingAccount => ({
  id,
  name,
  meta: { accountType, companyId: 1, paidTier },
});
const accounts = [account(1, 'Acme Vimeo', 'vimeo', true), account(2, 'Acme Channel', 'youtube')];

const publication = (id: number, date: string): Publication => ({
  id,
  video_id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10',
  uri: null,
  link: null,
  accountId: 1,
  accountName: 'Acme Vimeo',
  date,
  status: 'uploaded',
  failure_reason: null,
  rejection_reason: null,
  external_platform: 'vimeo',
  title: 'Launch',
  bytes_sent: 0,
  file_size: 0,
});

describe('linked accounts', () => {
  it('keeps the accounts of one service', () => {
    expect(accountsOf(accounts, 'vimeo').map((item) => item.id)).toEqual([1]);
    expect(accountsOf(undefined, 'youtube')).toEqual([]);
  });

  it('refuses a name that an account of the service already has, whatever its case', () => {
    const youtube = accountsOf(accounts, 'youtube');
    expect(accountNameMessage(' acme channel ', youtube)).toBe(PUBLISHING_TEXTS.duplicateName);
    expect(canGrantAccess('acme channel', youtube)).toBe(false);
    expect(canGrantAccess('Second channel', youtube)).toBe(true);
  });

  it('needs a name before access can be granted', () => {
    expect(canGrantAccess('   ', [])).toBe(false);
    expect(accountNameMessage('', [])).toBeUndefined();
  });

  it('refuses a name over the limit', () => {
    expect(accountNameMessage('a'.repeat(101), [])).toBe('cannot be longer than 100 characters');
    expect(canGrantAccess('a'.repeat(100), [])).toBe(true);
  });
});

describe('service configuration', () => {
  it('names the settings the server lacks', () => {
    const services = {
      vimeo: { configured: false, settings: ['VIMEO_CLIENT_ID', 'VIMEO_CLIENT_SECRET'] },
      youtube: { configured: true, settings: [] },
    };
    expect(notConfiguredText('vimeo', services)).toBe(
      'Set VIMEO_CLIENT_ID and VIMEO_CLIENT_SECRET on the server to link Vimeo accounts.',
    );
    expect(notConfiguredText('youtube', services)).toBeNull();
  });

  it('falls back to the contract text without settings', () => {
    const services = { vimeo: { configured: true, settings: [] }, youtube: { configured: false, settings: [] } };
    expect(notConfiguredText('youtube', services)).toBe(PUBLISHING_TEXTS.notConfigured('youtube'));
  });
});

describe('privacy', () => {
  it('keeps unlisted and disabled privacy for paid Vimeo accounts', () => {
    expect(isPrivacyAllowed('unlisted', account(3, 'Free', 'vimeo'))).toBe(false);
    expect(isPrivacyAllowed('disable', account(3, 'Free', 'vimeo'))).toBe(false);
    expect(isPrivacyAllowed('unlisted', account(3, 'Paid', 'vimeo', true))).toBe(true);
    expect(isPrivacyAllowed('anybody', undefined)).toBe(true);
  });
});

describe('publications', () => {
  it('counts upload progress in whole percents within 0 to 100', () => {
    expect(uploadPercent({ bytes_sent: 50, file_size: 200 })).toBe(25);
    expect(uploadPercent({ bytes_sent: 300, file_size: 200 })).toBe(100);
    expect(uploadPercent({ bytes_sent: 10, file_size: 0 })).toBe(0);
  });

  it('finds the newest publication', () => {
    const list = [publication(1, '2026-11-20T10:00:00Z'), publication(2, '2026-11-25T10:00:00Z')];
    expect(latestPublication(list)?.id).toBe(2);
    expect(latestPublication([])).toBeNull();
    expect(latestPublication(undefined)).toBeNull();
  });

  it('allows publishing with the permission, unless the company has it off', () => {
    expect(publishingAccess({ canPublish: false, companyAllows: true, refusal: null })).toBe('no-permission');
    expect(publishingAccess({ canPublish: true, companyAllows: false, refusal: null })).toBe('off');
    expect(publishingAccess({ canPublish: true, companyAllows: undefined, refusal: 'off' })).toBe('off');
    expect(publishingAccess({ canPublish: true, companyAllows: true, refusal: 'denied' })).toBe('no-permission');
    expect(publishingAccess({ canPublish: true, companyAllows: undefined, refusal: null })).toBe('on');
  });

  it('tells a company with publishing off from a refused viewer', () => {
    expect(refusalOf(403, PUBLISHING_TEXTS.publishingOff)).toBe('off');
    expect(refusalOf(403, 'Forbidden')).toBe('denied');
    expect(refusalOf(404, PUBLISHING_TEXTS.publishingOff)).toBeNull();
  });
});
