import { isRouteAllowed, type RouteName, routePath } from '@reelbase/contract';
import { Link, Stack, Text } from '@reelbase/ui';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';

const VIDEO_LINK_TEXTS = {
  interactive: 'Open the interactive editor',
  presentation: 'Open the presentation editor',
  statistics: 'Open the statistics of this video',
  noAccess: 'You have no access to these tools.',
} as const;

/** Links to the screens of a video the viewer may open (by the route's own permission). */
function RouteLinks({
  links,
}: {
  links: { route: RouteName; params: Record<string, string>; label: string; newTab?: boolean }[];
}) {
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const allowed = user ? links.filter((link) => isRouteAllowed(link.route, user)) : [];
  if (allowed.length === 0) return <Text tone="muted">{VIDEO_LINK_TEXTS.noAccess}</Text>;
  return (
    <Stack as="ul" $gap={2}>
      {allowed.map((link) => (
        <li key={link.route}>
          {link.newTab ? (
            <Link href={routePath(link.route, link.params)} isExternal>
              {link.label}
            </Link>
          ) : (
            <Link onPress={() => navigate(routePath(link.route, link.params))}>{link.label}</Link>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** Interactive: the video's interactive overlay and presentation editors. */
export function EditorLinks({ videoId }: { videoId: string }) {
  return (
    <RouteLinks
      links={[
        { route: 'interactiveEditor', params: { id: videoId }, label: VIDEO_LINK_TEXTS.interactive },
        { route: 'presentationEditor', params: { id: videoId }, label: VIDEO_LINK_TEXTS.presentation },
      ]}
    />
  );
}

/** Statistics: the video's statistics page, in a new tab. */
export function StatisticsLink({ videoId }: { videoId: string }) {
  return (
    <RouteLinks
      links={[
        { route: 'statistics-details-page', params: { id: videoId }, label: VIDEO_LINK_TEXTS.statistics, newTab: true },
      ]}
    />
  );
}
