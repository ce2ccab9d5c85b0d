import MarkdownIt from 'markdown-it';

/** Addresses a page's link may take: the shop's own paths and anchors, web pages, e-mail, phone. */
const ALLOWED_LINK = /^(?:\/(?!\/)|#|https:\/\/|http:\/\/|mailto:|tel:)/i;

/**
 * Markdown to HTML for the CMS pages. Raw HTML in the content is not interpreted (`html: false`: it is
 * shown as text), and a link is kept only with an allowed address (no `javascript:`, `data:` or
 * protocol-relative `//host`); a link leaving the shop says so to its reader's browser (`noopener`,
 * `noreferrer`, `external`).
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
md.validateLink = (url: string) => ALLOWED_LINK.test(url.trim());

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href') ?? '';
  if (token && /^https?:\/\//i.test(href)) token.attrSet('rel', 'external noopener noreferrer');
  return defaultLinkOpen(tokens, idx, options, env, self);
};
// Column headers of the tables are headers of their column.
md.renderer.rules.th_open = (tokens, idx, options, _env, self) => {
  tokens[idx]?.attrSet('scope', 'col');
  return self.renderToken(tokens, idx, options);
};

export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}

/** The addresses of the links of a Markdown text (those the renderer keeps). */
export function linksOf(markdown: string): string[] {
  const links: string[] = [];
  const walk = (tokens: ReturnType<typeof md.parse>) => {
    for (const token of tokens) {
      if (token.type === 'link_open') links.push(token.attrGet('href') ?? '');
      if (token.children) walk(token.children);
    }
  };
  walk(md.parse(markdown, {}));
  return links;
}
