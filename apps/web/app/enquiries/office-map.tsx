import { useEffect, useRef, useState } from 'react';
import { Icon } from '#app/components/icons';
import { useI18n } from '#app/i18n/context';

/** OpenStreetMap's standard tiles (docs/decisions/044-contact-settings-and-map.md for the CSP it needs). */
const TILE_ORIGIN = 'https://tile.openstreetmap.org';
const TILE = 256;
const ZOOM = 16;
/** Enough tiles to cover the widest content column (5 x 256 = 1280 px) and the map's height. */
const COLUMNS = 5;
const ROWS = 3;

/** Where a point falls on the tile grid at a zoom level (Web Mercator), in tiles. */
export function tilePosition(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: ((lon + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale,
  };
}

export function openStreetMapHref(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

type MapState = 'waiting' | 'loading' | 'shown' | 'failed';

/**
 * The office on a map, built from OpenStreetMap tiles only once the map scrolls into view (no request to a
 * third party for visitors who never get there, none at all without JavaScript). Until then, and when a
 * tile cannot load (offline, blocked), the address is shown as text with a link to the full map.
 */
export function OfficeMap({ lat, lon, address }: { lat: number; lon: number; address: string }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState((current) => (current === 'waiting' ? 'loading' : current));
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (state === 'loading' && loaded === COLUMNS * ROWS) setState('shown');
  }, [state, loaded]);

  const point = tilePosition(lat, lon, ZOOM);
  const first = {
    x: Math.floor(point.x) - Math.floor(COLUMNS / 2),
    y: Math.floor(point.y) - Math.floor(ROWS / 2),
  };
  // The point's offset inside the grid, in pixels: the grid is moved so that the point sits in the middle.
  const offset = { x: (point.x - first.x) * TILE, y: (point.y - first.y) * TILE };
  const tiles =
    state === 'loading' || state === 'shown'
      ? Array.from({ length: ROWS * COLUMNS }, (_, index) => ({
          x: first.x + (index % COLUMNS),
          y: first.y + Math.floor(index / COLUMNS),
        }))
      : [];

  return (
    <figure className="overflow-hidden rounded-xl border border-leaf-100 bg-white shadow-sm">
      <div
        ref={box}
        dir="ltr"
        role="img"
        aria-label={`${t('contact.map.label')}: ${address}`}
        // The height as a class, not a style attribute: the CSP allows no inline styles in the page's HTML
        // (the tile grid's position below is set from script, which the CSP allows).
        className="relative h-[360px] overflow-hidden bg-leaf-50"
      >
        {tiles.length > 0 && state !== 'failed' && (
          <div
            aria-hidden="true"
            className={`absolute grid transition-opacity duration-300 ${state === 'shown' ? 'opacity-100' : 'opacity-0'}`}
            style={{
              left: `calc(50% - ${offset.x}px)`,
              top: `calc(50% - ${offset.y}px)`,
              gridTemplateColumns: `repeat(${COLUMNS}, ${TILE}px)`,
            }}
          >
            {tiles.map((tile) => (
              <img
                key={`${tile.x}-${tile.y}`}
                src={`${TILE_ORIGIN}/${ZOOM}/${tile.x}/${tile.y}.png`}
                alt=""
                width={TILE}
                height={TILE}
                draggable={false}
                onLoad={() => setLoaded((n) => n + 1)}
                onError={() => setState('failed')}
              />
            ))}
          </div>
        )}
        {state === 'shown' ? (
          <Icon
            name="pin"
            aria-hidden="true"
            width={40}
            height={40}
            className="absolute start-1/2 top-1/2 -translate-x-1/2 -translate-y-full fill-berry-700 text-white drop-shadow"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
            <Icon name="pin" width={36} height={36} className="text-leaf-700" />
            <p className="max-w-md font-medium text-gray-900">{address}</p>
            {state === 'failed' && (
              <p className="max-w-md text-sm text-gray-700">{t('contact.map.failed')}</p>
            )}
          </div>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        <a
          href={openStreetMapHref(lat, lon)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-leaf-800 underline-offset-2 hover:underline"
        >
          {t('contact.map.open')}
        </a>
        <a
          href="https://www.openstreetmap.org/copyright"
          target="_blank"
          rel="noopener noreferrer"
          className="text-gray-700 hover:underline"
        >
          {t('contact.map.attribution')}
        </a>
      </figcaption>
    </figure>
  );
}
