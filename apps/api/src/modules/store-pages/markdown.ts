import MarkdownIt from 'markdown-it';

// Raw HTML in an article is shown as text, never interpreted; unsafe link schemes are refused by
// markdown-it's link validation.
const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** An article's Markdown body as HTML. */
export function renderMarkdown(source: string): string {
  return renderer.render(source);
}
