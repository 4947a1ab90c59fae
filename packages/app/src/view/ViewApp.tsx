import type { ViewAnswer } from '@reelbase/contract';
import type { PresentationPosition, Slide } from '@reelbase/editors/core';
import { slideAt } from '@reelbase/editors/slides';
import { VideoPlayer, type VideoPlayerHandle } from '@reelbase/player';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playerChapters, playerSubtitles, readyRenditions } from '../video/player-data.ts';
import type { StatsBeacon } from './stats-beacon.ts';
import {
  Card,
  EmbedFrame,
  EmbedGlobal,
  Footer,
  Header,
  HiddenHeading,
  Landing,
  Main,
  Placeholder,
  Slides,
  Text,
} from './ViewApp.styles.ts';
import { PasswordPrompt, Unavailable } from './ViewStates.tsx';
import { fetchView, submitPassword, type ViewResult } from './view-api.ts';
import type { ViewPlayback, ViewRoute } from './view-route.ts';

/** Signed media addresses are asked for again this long before they expire. */
const REFRESH_MARGIN_MS = 10 * 60 * 1000;

/** The interactive elements' runtime (and Konva), fetched only for a video that has elements. */
const InteractiveLayer = lazy(() =>
  import('@reelbase/editors/run').then((module) => ({ default: module.InteractiveLayer })),
);

const NO_SLIDES: readonly Slide[] = [];

interface WatchProps {
  video: ViewAnswer;
  framed: boolean;
  playback?: ViewPlayback;
  sendEvents?: StatsBeacon;
}

/** The player of a video, with what the page shows around it when `framed` is false. */
function Watch({ video, framed, playback, sendEvents }: WatchProps) {
  const sources = useMemo(() => readyRenditions(video.encodings), [video.encodings]);
  const subtitles = useMemo(() => playerSubtitles(video.subtitles), [video.subtitles]);
  const chapters = useMemo(() => playerChapters(video.chapters), [video.chapters]);
  // On the landing page, title and description are part of the page (per the template); in a
  // frame the player fills it, with the title over the picture and no room for a description.
  // Another video's element may open this one playing and muted.
  const template = useMemo(
    () => ({
      ...video.template,
      show_title: framed && video.template.show_title,
      show_description: false,
      autoplay: video.template.autoplay || Boolean(playback?.autoplay),
      mute: video.template.mute || Boolean(playback?.muted),
    }),
    [framed, video.template, playback?.autoplay, playback?.muted],
  );

  // Where the player starts (the page's `t`): once the video's length is known.
  const startAt = playback?.start ?? 0;
  const player = useRef<VideoPlayerHandle | null>(null);
  const pendingStart = useRef(startAt);
  const attach = useCallback((handle: VideoPlayerHandle | null) => {
    player.current = handle;
    const element = handle?.element;
    const start = pendingStart.current;
    if (!handle || !element || start <= 0) return;
    pendingStart.current = 0;
    const go = () => handle.seek(start);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) go();
    else element.addEventListener('loadedmetadata', go, { once: true });
  }, []);

  const slides = video.presentation?.items ?? NO_SLIDES;
  const [slide, setSlide] = useState(() => slideAt(slides, startAt));
  const onTimeUpdate = useCallback((seconds: number) => setSlide(slideAt(slides, seconds)), [slides]);
  // New addresses of the slides (a refetch before the old ones expire): the same slide, at its new address.
  useEffect(() => setSlide(slideAt(slides, player.current?.getCurrentTime() || startAt)), [slides, startAt]);
  // The embed has room for the picture only: side by side becomes picture-in-picture there.
  const stored = video.presentation?.settings.position ?? 'PIP';
  const position: PresentationPosition = framed && stored === 'SBS' ? 'PIP' : stored;

  const elements = video.interactive ?? [];
  const interactive =
    elements.length > 0 ? (
      <Suspense fallback={null}>
        <InteractiveLayer
          elements={elements}
          surface={framed ? 'embed' : 'view'}
          onAction={sendEvents ? (element) => sendEvents.click(element._id) : undefined}
        />
      </Suspense>
    ) : null;

  const renderPlayer = (slideOverlay: ReactNode) => (
    <VideoPlayer
      ref={attach}
      title={video.title}
      description={video.description}
      sources={sources}
      poster={video.thumbnail}
      subtitles={subtitles}
      chapters={chapters}
      template={template}
      shareUrl={video.share_url}
      width={video.width ?? undefined}
      height={video.height ?? undefined}
      chapterList={!framed}
      onTimeUpdate={slides.length > 0 ? onTimeUpdate : undefined}
      onEvent={sendEvents ? (event, seconds) => sendEvents.player(event, seconds) : undefined}
      overlay={
        slideOverlay || interactive ? (
          <>
            {slideOverlay}
            {interactive}
          </>
        ) : undefined
      }
    />
  );
  const shown =
    slides.length > 0 ? (
      <Slides position={position} slide={slide} renderPlayer={renderPlayer} switcher={!framed} />
    ) : (
      renderPlayer(null)
    );
  if (framed) return shown;
  const description = video.template.show_description ? video.description : null;
  return (
    <Card>
      {shown}
      {video.template.show_title || description ? (
        <Text>
          {video.template.show_title ? <h1>{video.title}</h1> : <HiddenHeading>{video.title}</HiddenHeading>}
          {description && <p>{description}</p>}
        </Text>
      ) : (
        <HiddenHeading>{video.title}</HiddenHeading>
      )}
    </Card>
  );
}

export interface ViewAppProps {
  route: ViewRoute | null;
  /** What the server put in the page (a video anyone may watch). */
  initial: ViewAnswer | null;
  storage: Storage;
  /** Where the page's view events go (the statistics); none are sent without it. */
  sendEvents?: StatsBeacon;
}

/** The public viewing page (`/view/{id}`) and the player-only page for iframes (`/embed/{id}`). */
export function ViewApp({ route, initial, storage, sendEvents }: ViewAppProps) {
  const [result, setResult] = useState<ViewResult | null>(initial ? { kind: 'watch', video: initial } : null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!route) return setResult({ kind: 'unavailable' });
    try {
      setResult(await fetchView(route.videoId, route.surface, storage));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [route, storage]);

  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);

  // New signed addresses before the old ones run out (a long session, a later quality switch).
  const expiresAt = result?.kind === 'watch' ? result.video.expires_at : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const wait = Math.max(60_000, expiresAt * 1000 - Date.now() - REFRESH_MARGIN_MS);
    const timer = window.setTimeout(() => void load(), wait);
    return () => window.clearTimeout(timer);
  }, [expiresAt, load]);

  // The newest answer's statistics token (a refetch brings a fresh one).
  const statsToken = result?.kind === 'watch' ? result.video.stats_token : null;
  useEffect(() => {
    sendEvents?.setToken(statsToken);
  }, [sendEvents, statsToken]);

  const title = result?.kind === 'watch' ? result.video.title : null;
  useEffect(() => {
    document.title = title ?? 'Reelbase';
  }, [title]);

  const framed = route?.surface === 'embed';
  const signInHref = route && !framed ? `/view-sign-in/${encodeURIComponent(route.videoId)}` : undefined;

  let body: ReactNode;
  if (failed) body = <Unavailable />;
  else if (!result) body = <Placeholder aria-busy="true" aria-label="Loading the video" role="img" />;
  else if (result.kind === 'unavailable') body = <Unavailable signInHref={signInHref} />;
  else if (result.kind === 'password' && route) {
    body = (
      <PasswordPrompt
        onSubmit={async (password) => {
          const answer = await submitPassword(route.videoId, password, storage);
          if (!answer.ok) return answer.message;
          await load();
          return null;
        }}
      />
    );
  } else if (result.kind === 'watch') {
    body = <Watch video={result.video} framed={framed} playback={route?.playback} sendEvents={sendEvents} />;
  } else body = <Unavailable />;

  if (framed) {
    return (
      <>
        <EmbedGlobal />
        <EmbedFrame>{body}</EmbedFrame>
      </>
    );
  }
  const landing = result?.kind === 'watch' ? result.video.landing : null;
  return (
    <Landing $background={landing?.background_url ?? null}>
      {landing?.logo_url && (
        <Header>
          <img src={landing.logo_url} alt="" />
        </Header>
      )}
      <Main>{body}</Main>
      {landing?.footer_text && (
        <Footer>
          {/* Rich text kept to a small set of formatting tags when it was saved. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save; the page's CSP runs no inline script */}
          <div dangerouslySetInnerHTML={{ __html: landing.footer_text }} />
        </Footer>
      )}
    </Landing>
  );
}
