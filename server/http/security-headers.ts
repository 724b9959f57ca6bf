/**
 * The headers every response carries (SPA, assets, API, objects, errors): scripts only from
 * this origin and never inline, no framing, no type sniffing, no referrer to other sites, no
 * powerful browser features. HSTS only when the console is served over HTTPS, which is what
 * PUBLIC_URL says (docs/decisions.md, issue 34): a TLS proxy in front answers on https while
 * this process itself speaks plain HTTP, so the request's own scheme cannot tell.
 */
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config.ts';

export const servedOverHttps = (config: Pick<ServerConfig, 'publicUrl'>) => config.publicUrl.startsWith('https://');

export function securityHeaders(config: Pick<ServerConfig, 'publicUrl'>) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The toast library injects its style sheet and the dialogs set positions inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The favicon is a data: URL; picked images are previewed from blob: URLs.
      imgSrc: ["'self'", 'data:', 'blob:'],
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
      geolocation: [],
      payment: [],
      usb: [],
      fullscreen: ['self'],
    },
  });
}
