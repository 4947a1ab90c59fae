import {
  accountParamsSchema,
  authorizationQuerySchema,
  authorizationSchema,
  categoriesQuerySchema,
  companyAccountsParamsSchema,
  errorBodySchema,
  PUBLISH_PLATFORMS,
  publicationListSchema,
  publicationParamsSchema,
  publicationSchema,
  publishCategoriesSchema,
  publishingAccountListSchema,
  publishingAccountSchema,
  publishingServicesSchema,
  publishVideoParamsSchema,
  vimeoPublishSchema,
  vimeoTokenSchema,
  youtubeAccessTokenQuerySchema,
  youtubeAccessTokenSchema,
  youtubePublishSchema,
  youtubeTokenSchema,
} from '@reelbase/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../http/api-deps.ts';
import { viewerDeleteRoute, viewerRoute } from '../http/viewer-routes.ts';
import { authorizationFor, exchangeYoutubeCode, linkVimeoAccount, linkYoutubeAccount } from './account-linking.ts';
import { type PublishingRuntime, publishingServices } from './publishing-runtime.ts';
import {
  accountCategories,
  companyAccounts,
  publishVideo,
  removeAccount,
  retryPublication,
  videoPublications,
} from './publishing-service.ts';

const tags = ['publishing'];
/** A service that refused or could not be reached (422 carries its message on a field). */
const SERVICE_ERRORS = { 409: errorBodySchema, 502: errorBodySchema };

/** The linked accounts (api/accounts/qpd/...) and the publications (api/qpd/...). */
export async function publishingRoutes(app: FastifyInstance, deps: ApiDeps & { publishing: PublishingRuntime }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const connect = deps.guards.requirePermission('connect-to-publish-service');
  const publish = deps.guards.requirePermission('publish-video');

  viewerRoute(
    routes,
    'GET',
    '/api/accounts/qpd/services',
    {
      guard: connect,
      summary: 'Which publishing services this server can link, and the settings that configure them',
      tags,
      response: publishingServicesSchema,
    },
    async () => publishingServices(deps.publishing),
  );

  for (const platform of PUBLISH_PLATFORMS) {
    viewerRoute(
      routes,
      'GET',
      `/api/accounts/qpd/${platform}/authorization`,
      {
        guard: connect,
        summary: `The address that asks ${platform} to grant access to a new account, and its single-use state`,
        tags,
        querystring: authorizationQuerySchema,
        response: authorizationSchema,
      },
      (viewer, { query }) => authorizationFor(deps, viewer, platform, query),
    );
  }

  viewerRoute(
    routes,
    'GET',
    '/api/accounts/qpd/youtube/access-token',
    {
      guard: connect,
      summary: 'Exchange the code YouTube granted; the tokens stay on the server with the state',
      tags,
      querystring: youtubeAccessTokenQuerySchema,
      response: youtubeAccessTokenSchema,
      errors: SERVICE_ERRORS,
    },
    (viewer, { query }) => exchangeYoutubeCode(deps, viewer, query),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/accounts/qpd/youtube/token',
    {
      guard: connect,
      summary: 'Link the YouTube channel whose tokens the access-token call exchanged',
      tags,
      body: youtubeTokenSchema,
      response: publishingAccountSchema,
      status: 201,
      errors: SERVICE_ERRORS,
    },
    (viewer, { body }) => linkYoutubeAccount(deps, viewer, body),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/accounts/qpd/vimeo/token',
    {
      guard: connect,
      summary: 'Exchange the code Vimeo granted and link the account',
      tags,
      body: vimeoTokenSchema,
      response: publishingAccountSchema,
      status: 201,
      errors: SERVICE_ERRORS,
    },
    (viewer, { body }) => linkVimeoAccount(deps, viewer, body),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/accounts/qpd/token/company/:companyId',
    {
      // Those who link accounts and those who publish (checked by the service).
      guard: deps.guards.requireAuth,
      summary: "A company's linked accounts (never their tokens)",
      tags,
      params: companyAccountsParamsSchema,
      response: publishingAccountListSchema,
    },
    (viewer, { params }) => companyAccounts(deps, viewer, params.companyId),
  );

  viewerDeleteRoute(
    routes,
    '/api/accounts/qpd/token/:id',
    { guard: connect, summary: 'Remove a linked account', tags, params: accountParamsSchema },
    (viewer, { params }) => removeAccount(deps, viewer, params.id),
  );

  for (const platform of PUBLISH_PLATFORMS) {
    viewerRoute(
      routes,
      'GET',
      `/api/qpd/categories/${platform}`,
      {
        guard: publish,
        summary: `The categories ${platform} offers, read with the account's token`,
        tags,
        querystring: categoriesQuerySchema,
        response: publishCategoriesSchema,
        errors: SERVICE_ERRORS,
      },
      (viewer, { query }) => accountCategories(deps, viewer, platform, query.id),
    );
  }

  viewerRoute(
    routes,
    'POST',
    '/api/qpd/publish/vimeo',
    {
      guard: publish,
      summary: 'Publish a video to a linked Vimeo account (the upload runs as a job)',
      tags,
      body: vimeoPublishSchema,
      response: publicationSchema,
      status: 201,
    },
    (viewer, { body }) => publishVideo(deps, viewer, 'vimeo', body),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/qpd/publish/youtube',
    {
      guard: publish,
      summary: 'Publish a video to a linked YouTube channel (the upload runs as a job)',
      tags,
      body: youtubePublishSchema,
      response: publicationSchema,
      status: 201,
    },
    (viewer, { body }) => publishVideo(deps, viewer, 'youtube', body),
  );

  viewerRoute(
    routes,
    'GET',
    '/api/qpd/publish/:id',
    {
      guard: deps.guards.requirePermission('list-videos-of-libraries'),
      summary: "A video's publications, newest first",
      tags,
      params: publishVideoParamsSchema,
      response: publicationListSchema,
    },
    (viewer, { params }) => videoPublications(deps, viewer, params.id),
  );

  viewerRoute(
    routes,
    'POST',
    '/api/qpd/publications/:publicationId/retry',
    {
      guard: publish,
      summary: 'Try a failed publication again; its upload resumes where it stopped',
      tags,
      params: publicationParamsSchema,
      response: publicationSchema,
      errors: { 409: errorBodySchema },
    },
    (viewer, { params }) => retryPublication(deps, viewer, params.publicationId),
  );
}
