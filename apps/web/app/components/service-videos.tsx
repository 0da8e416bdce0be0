import { type ServiceVideo, type VideoSource, videoEmbedUrl, videoSourceOf } from '@farm/contract';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';
import { useHydrated } from '#app/utils/use-hydrated';

const SITE_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** The video's own page on its site: the no-JavaScript way to watch it (never a search). */
function watchPageOf(source: Exclude<VideoSource, { kind: 'file' }>): string {
  return source.kind === 'youtube'
    ? `https://www.youtube.com/watch?v=${source.id}`
    : `https://vimeo.com/${source.id}`;
}

function PlayMark() {
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white/90 text-leaf-800 shadow-lg transition group-hover:scale-105 group-hover:bg-white"
    >
      {/* A play triangle points the same way in both directions of reading, as on every player. */}
      <Icon name="play" width={26} height={26} className="ms-1" />
    </span>
  );
}

const posterClass =
  'group relative flex aspect-video w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-xl bg-gradient-to-br from-leaf-800 to-leaf-600 p-4 text-center text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sun-400';

/**
 * A YouTube or Vimeo video behind a plain poster: nothing is requested from the video site until the
 * visitor presses play, then its player loads from the privacy host (docs/decisions/181-service-videos.md).
 * Before JavaScript runs the poster is a link to the video's own page.
 */
function VideoFacade({ source, title }: { source: Exclude<VideoSource, { kind: 'file' }>; title: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The pressed poster is gone: the focus goes on to the player that replaced it, not back to the page's top.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const site = SITE_NAMES[source.kind];
  const embed = videoEmbedUrl(source);
  if (playing && embed)
    return (
      <iframe
        ref={player}
        src={embed}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        // The players need to know which site embeds them; they get the origin only, never the path.
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-xl bg-gray-900"
      />
    );
  const poster = (
    <>
      <PlayMark />
      <span className="text-lg leading-snug font-semibold">
        <bdi>{title}</bdi>
      </span>
      <span className="text-sm text-leaf-50">{t('service.videoFrom', { site })}</span>
    </>
  );
  if (!hydrated)
    return (
      <a href={watchPageOf(source)} target="_blank" rel="noopener noreferrer" className={posterClass}>
        {poster}
        <span className="sr-only">{t('service.opensNewTab')}</span>
      </a>
    );
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={t('service.playVideo', { title, site })}
      className={`${posterClass} cursor-pointer`}
    >
      {poster}
    </button>
  );
}

/** The service's videos; none, no section at all. */
export function ServiceVideos({ videos }: { videos: ServiceVideo[] }) {
  const { t } = useI18n();
  const shown = videos.flatMap((video, index) => {
    const source = videoSourceOf(video.url);
    const title = video.title || t('service.videoUntitled', { n: index + 1 });
    return source ? [{ source, title, key: `${index}-${video.url}` }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="service-videos" className="mt-14">
      <h2 id="service-videos" className="text-2xl font-bold text-gray-900">
        {t('service.videos')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {shown.map(({ source, title, key }) => (
          <li key={key}>
            <figure>
              {source.kind === 'file' ? (
                <>
                  <video
                    controls
                    preload="none"
                    src={source.url}
                    aria-label={title}
                    className="aspect-video w-full rounded-xl bg-gray-900"
                  />
                  <figcaption className="mt-2 font-medium text-gray-800">
                    <bdi>{title}</bdi>
                  </figcaption>
                </>
              ) : (
                <VideoFacade source={source} title={title} />
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
