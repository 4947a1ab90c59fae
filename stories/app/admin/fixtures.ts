import {
  type Company,
  type Library,
  type LibrarySummary,
  PLAYER_TEMPLATE_DEFAULTS,
  type PlayerTemplate,
  ROLES,
  type Role,
  type UserDetail,
  type UserListItem,
} from '@reelbase/contract';
import type { SortDescriptor } from '@reelbase/ui';
import { fn } from 'storybook/test';

/** A list screen's state over these rows (all on the page unless `total` says more), its callbacks spied. */
export function listState<TRow>(
  rows: readonly TRow[],
  state: { sort: SortDescriptor; pageSize: number; total?: number; page?: number; isLoading?: boolean },
) {
  return {
    rows,
    total: state.total ?? rows.length,
    page: state.page ?? 1,
    pageSize: state.pageSize,
    isLoading: state.isLoading,
    sort: state.sort,
    onPageChange: fn(),
    onSortChange: fn(),
    onSearch: fn(),
  };
}

/** Companies shown by the administration stories. */
export const companies: Company[] = [
  {
    id: 1,
    company_name: 'Acme Media',
    contact_person: 'Ada Lovelace',
    phone_number: '+31 20 123 4567',
    email_address: 'info@acme.test',
    footer_text: '© Acme Media',
    hasOwnLogo: true,
    logoUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="80" height="40"%3E%3Crect width="80" height="40" fill="%231f5bd7"/%3E%3C/svg%3E',
    feature_flags: { social_media_integration: true, usage_stats: true, publishing: true },
  },
  {
    id: 2,
    company_name: 'Globex',
    contact_person: null,
    phone_number: null,
    email_address: 'hello@globex.test',
    footer_text: null,
    hasOwnLogo: false,
    logoUrl: null,
    feature_flags: { social_media_integration: false, usage_stats: false, publishing: false },
  },
  {
    id: 3,
    company_name: 'Initech',
    contact_person: 'Peter Gibbons',
    phone_number: '+1 555 0100',
    email_address: 'peter@initech.test',
    footer_text: null,
    hasOwnLogo: false,
    logoUrl: null,
    feature_flags: { social_media_integration: false, usage_stats: true, publishing: false },
  },
];

/** Libraries shown by the administration stories. */
export const libraries: Library[] = [
  {
    id: 11,
    name: 'Marketing',
    company_id: 1,
    company_name: 'Acme Media',
    whitelisted_domains: ['acme.test', '*.acme.test'],
    webhooks: [{ url: 'https://hooks.acme.test/videos', apiKey: 'secret-1' }],
    default_tags: ['brand', 'campaign'],
    footer_text: '© Acme Media',
    hasOwnLogo: false,
    logoUrl: null,
    viewingPageBackgroundUrl: null,
    meta: {},
  },
  {
    id: 12,
    name: 'Training',
    company_id: 1,
    company_name: 'Acme Media',
    whitelisted_domains: [],
    webhooks: [],
    default_tags: [],
    footer_text: null,
    hasOwnLogo: false,
    logoUrl: null,
    viewingPageBackgroundUrl: null,
    meta: {},
  },
  {
    id: 13,
    name: 'Newsroom',
    company_id: 2,
    company_name: 'Globex',
    whitelisted_domains: [],
    webhooks: [],
    default_tags: [],
    footer_text: null,
    hasOwnLogo: false,
    logoUrl: null,
    viewingPageBackgroundUrl: null,
    meta: {},
  },
];

const flags = { ...PLAYER_TEMPLATE_DEFAULTS };

/** Player templates of the Marketing library. */
export const templates: PlayerTemplate[] = [
  { id: 21, library_id: 11, name: 'Default', is_default: 1, controls_color: '#ffffff', ...flags },
  {
    id: 22,
    library_id: 11,
    name: 'Social',
    is_default: 0,
    controls_color: '#1f5bd7',
    ...flags,
    social_share: true,
    share_email: true,
  },
];

/** Rows of the users list. */
export const users: UserListItem[] = [
  {
    id: 31,
    name: 'Ada Lovelace',
    email: 'ada@acme.test',
    phone_number: null,
    company: { id: 1, company_name: 'Acme Media' },
    role: 'company-admin',
    canEdit: false,
    canDelete: false,
    accountStatus: 'active',
    invitationExpiresAt: null,
    canResendInvitation: false,
  },
  {
    id: 32,
    name: 'Grace Hopper',
    email: 'grace@acme.test',
    phone_number: '+31 6 1234 5678',
    company: { id: 1, company_name: 'Acme Media' },
    role: 'editor',
    canEdit: true,
    canDelete: true,
    accountStatus: 'active',
    invitationExpiresAt: null,
    canResendInvitation: false,
  },
  {
    id: 33,
    name: 'Hedy Lamarr',
    email: 'hedy@globex.test',
    phone_number: null,
    company: { id: 2, company_name: 'Globex' },
    role: 'uploader',
    canEdit: true,
    canDelete: false,
    accountStatus: 'invitation-expired',
    invitationExpiresAt: '2026-11-20T09:00:00.000Z',
    canResendInvitation: true,
  },
  {
    id: 34,
    name: 'Katherine Johnson',
    email: 'katherine@acme.test',
    phone_number: null,
    company: { id: 1, company_name: 'Acme Media' },
    role: 'read-only',
    canEdit: true,
    canDelete: true,
    accountStatus: 'invited',
    invitationExpiresAt: '2026-11-29T09:00:00.000Z',
    canResendInvitation: true,
  },
];

/** GET api/roles as a super-admin sees it. */
export const roles: Role[] = ROLES.map((role) => ({ ...role }));

/** An editor of Acme Media with two libraries. */
export const editorUser: UserDetail = {
  ...users[1],
  libraries: [{ id: 11, role: 'editor' }],
  uploadEverywhere: false,
  permissions: {},
  hasPassword: true,
  picture: null,
};

/** A read-only user of Acme Media who has not accepted the invitation yet. */
export const invitedUser: UserDetail = {
  ...users[3],
  libraries: [{ id: 12, role: 'read-only' }],
  uploadEverywhere: false,
  permissions: {},
  hasPassword: false,
  picture: null,
};

/** The libraries a super-admin can see. */
export const librarySummaries: LibrarySummary[] = libraries.map(({ id, name, company_id, company_name }) => ({
  id,
  name,
  company_id,
  company_name,
}));
