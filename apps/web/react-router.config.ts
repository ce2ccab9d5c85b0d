import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Server-side rendering: real HTTP status codes, redirects and forms that work without JavaScript.
  ssr: true,
  future: {
    // Route middleware: the store context (cookies, `?magasin_id=`) is resolved once per request.
    v8_middleware: true,
  },
} satisfies Config;
