import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * CSP without inline scripts: the host and every remote load only same-origin script files. Inline style
 * attributes stay allowed (React's style prop); scripts never are.
 */
export function securityHeaders(options: {
  dev: boolean;
  connectOrigins?: string[];
  /** the origin of a configured map style: its style, tiles, glyphs and sprites are fetched from the page */
  mapOrigins?: string[];
}): FastifyHelmetOptions {
  const mapOrigins = options.mapOrigins ?? [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        fontSrc: ["'self'"],
        // Same origin, plus a third-party autocomplete service and a map tile provider when configured.
        connectSrc: ["'self'", ...(options.connectOrigins ?? []), ...mapOrigins, ...(options.dev ? ['ws:'] : [])],
        // MapLibre starts its workers from blob: URLs.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: options.dev ? false : { maxAge: 31_536_000, includeSubDomains: true },
  };
}
