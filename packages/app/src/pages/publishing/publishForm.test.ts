import { PUBLISHING_TEXTS, type PublishingAccount, vimeoPublishSchema, youtubePublishSchema } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../forms/formRules.ts';
import {
  initialPublishValues,
  type PublishVideo,
  publishBlocker,
  publishInput,
  publishRules,
  unshownMessages,
} from './publishForm.ts';

const video: PublishVideo = {
  id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f10',
  title: 'Launch film',
  description: 'The new season.',
  size: 52_428_800,
  duration: 95_000,
  source_url: 'https://media.example/source.mp4',
  'mime-type': 'video/quicktime',
};
const free: PublishingAccount = {
  id: 4,
  name: 'Acme Vimeo',
  meta: { accountType: 'vimeo', companyId: 1, paidTier: false },
};
const paid: PublishingAccount = {
  id: 5,
  name: 'Acme Pro',
  meta: { accountType: 'vimeo', companyId: 1, paidTier: true },
};

describe('publish values', () => {
  it('start from the video and take the only account', () => {
    expect(initialPublishValues(video, [free])).toMatchObject({
      accountId: '4',
      title: 'Launch film',
      description: 'The new season.',
      privacy: null,
    });
    expect(initialPublishValues({ ...video, description: null }, [free, paid])).toMatchObject({
      accountId: null,
      description: '',
    });
  });

  it('make a Vimeo body the contract accepts, with the password only for password privacy', () => {
    const values = { ...initialPublishValues(video, [free]), category: 'music', privacy: 'anybody', password: 'x' };
    const input = publishInput('vimeo', values, video, [free]);
    expect(input).toMatchObject({
      account_id: 4,
      file_size: 52_428_800,
      duration: 95_000,
      video_url: 'https://media.example/source.mp4',
      mime_type: 'video/quicktime',
      meta: { video_id: video.id, platform: 'reelbase', external_platform: 'vimeo', account_name: 'Acme Vimeo' },
    });
    expect(input).not.toHaveProperty('video_password');
    expect(schemaErrors(vimeoPublishSchema, input)).toEqual({});
    const withPassword = publishInput('vimeo', { ...values, privacy: 'password', password: '' }, video, [free]);
    expect(schemaErrors(vimeoPublishSchema, withPassword)).toEqual({
      video_password: [PUBLISHING_TEXTS.passwordRequired],
    });
  });

  it('make a YouTube body without the Vimeo fields', () => {
    const values = { ...initialPublishValues(video, [paid]), category: '22', privacy: 'unlisted' };
    const input = publishInput('youtube', values, { ...video, source_url: null }, [paid]);
    expect(input).not.toHaveProperty('mime_type');
    expect(input).toMatchObject({ video_url: '', meta: { external_platform: 'youtube' } });
    expect(schemaErrors(youtubePublishSchema, input)).toEqual({});
  });

  it('show the contract messages of an empty form', () => {
    const values = { ...initialPublishValues({ ...video, title: '', description: null }, []), tags: 'a,b!' };
    const errors = schemaErrors(youtubePublishSchema, publishInput('youtube', values, video, []));
    expect(Object.keys(errors).sort()).toEqual([
      'account_id',
      'category',
      'privacy_status',
      'tags',
      'video_description',
      'video_title',
    ]);
    expect(errors.account_id).toEqual([PUBLISHING_TEXTS.noAccount]);
  });
});

describe('publish rules', () => {
  it('keep unlisted privacy for a paid Vimeo account', () => {
    const values = { ...initialPublishValues(video, [free]), privacy: 'unlisted' };
    expect(publishRules('vimeo', publishInput('vimeo', values, video, [free]), [free])).toEqual({
      privacy_status: [PUBLISHING_TEXTS.paidTier],
    });
    const onPaid = { ...values, accountId: '5' };
    expect(publishRules('vimeo', publishInput('vimeo', onPaid, video, [free, paid]), [free, paid])).toEqual({});
  });

  it('block publishing without an account or a file size', () => {
    expect(publishBlocker(video, [])).toBe(PUBLISHING_TEXTS.noAccount);
    expect(publishBlocker({ ...video, size: 0 }, [free])).toBe(PUBLISHING_TEXTS.noFileSize);
    expect(publishBlocker(video, [free])).toBeNull();
  });
});

describe('refused publishes', () => {
  it('leave field messages to the fields and give the others for a toast', () => {
    const errors = {
      video_title: ['The title is required.'],
      file_size: [PUBLISHING_TEXTS.noFileSize],
      'meta.video_id': [PUBLISHING_TEXTS.videoNotFound],
    };
    expect(unshownMessages(errors)).toEqual([PUBLISHING_TEXTS.noFileSize, PUBLISHING_TEXTS.videoNotFound]);
    expect(unshownMessages(undefined)).toEqual([]);
  });
});
