import { robotsText } from '../../features/catalogue/index.server.ts';

/** `GET /robots.txt`, with the address of the sitemap. */
export function loader({ request }: { request: Request }) {
  return new Response(robotsText(new URL(request.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
