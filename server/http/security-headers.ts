/**
 * The headers every response carries (SPA, assets, API, objects, errors): scripts only from
 * this origin and never inline, no framing, no type sniffing, no referrer to other sites, no
 * powerful browser features. HSTS only when the console is served over HTTPS, which is what
 * PUBLIC_URL says (docs/decisions.md, issue 34): a TLS proxy in front answers on https while
 * this process itself speaks plain HTTP, so the request's own scheme cannot tell.
 */
import { secureHeaders } from 'hono/secure-headers';
import { tileImageSource, tileUrlFrom } from '../../contract/geo.ts';
import type { ServerConfig } from '../config.ts';

export const servedOverHttps = (config: Pick<ServerConfig, 'publicUrl'>) => config.publicUrl.startsWith('https://');

/** The map's tile server (VITE_MAP_TILE_URL, as the build read it; default OpenStreetMap's), for img-src. */
const tileSource = () => tileImageSource(tileUrlFrom(process.env.VITE_MAP_TILE_URL));

export function securityHeaders(config: Pick<ServerConfig, 'publicUrl'>) {
  const tiles = tileSource();
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The toast library injects its style sheet and the dialogs set positions inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The favicon is a data: URL; picked images are previewed from blob: URLs.
      // Map tiles come from the tile server (src/ui/map); without one the map needs none.
      imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
      mediaSrc: ["'self'", 'blob:'],
      // 'self' covers the live feeds' ws:/wss: on this host.
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'same-origin',
    strictTransportSecurity: servedOverHttps(config) ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      // "Use my location" (src/ui/map/LocationPicker.tsx, console.md §8) asks this page only.
      geolocation: ['self'],
      payment: [],
      usb: [],
      fullscreen: ['self'],
    },
  });
}
