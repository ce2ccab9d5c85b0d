import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Server-side rendering: real HTTP status codes, redirects and forms that work without JavaScript.
  ssr: true,
  // The whole route manifest is one static file (2 kB compressed, cached by the browser) instead of
  // a partial manifest worked out and written into every page, then completed by `/__manifest` calls.
  routeDiscovery: { mode: 'initial' },
  future: {
    // Route middleware: the store context (cookies, `?magasin_id=`) is resolved once per request.
    v8_middleware: true,
  },
} satisfies Config;
