import type { MetaDescriptor } from 'react-router';
import { pageTitle, withSuffix } from '../../lib/meta.ts';

/** Title with the brand suffix, description, canonical link and robots of a catalogue page. */
export function catalogueMeta(
  error: unknown,
  head: { title: string; description: string; canonical: string; robots?: string } | undefined,
  fallbackTitle: string,
): MetaDescriptor[] {
  if (error || !head) return pageTitle(error, fallbackTitle);
  const title = head.title.replace(/\s+[-|]\s+Cabas$/, '');
  const tags: MetaDescriptor[] = [
    { title: withSuffix(title) },
    { name: 'description', content: head.description },
  ];
  // A page without a canonical value (e.g. an ended offer) is kept out of indexes by its robots tag.
  if (head.canonical) tags.push({ tagName: 'link', rel: 'canonical', href: head.canonical });
  if (head.robots) tags.push({ name: 'robots', content: head.robots });
  return tags;
}
