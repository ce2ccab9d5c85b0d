import { describe, expect, it } from 'vitest';
import { classAttr, escapeHtml } from './html.ts';

describe('markup built as strings', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x">L'abus & "co"</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;L&#39;abus &amp; &quot;co&quot;&lt;/a&gt;',
    );
    expect(escapeHtml(12)).toBe('12');
  });

  it('writes a class attribute only for the class names that exist', () => {
    expect(classAttr('page', 'groups_x')).toBe(' class="page groups_x"');
    expect(classAttr(undefined)).toBe('');
    expect(classAttr(undefined, 'a')).toBe(' class="a"');
  });
});
