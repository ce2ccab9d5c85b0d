/**
 * Escaping for the few pieces of constant markup built as strings (footer, department grid): text
 * and attribute values are escaped, so the markup stays safe whatever the labels contain.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** ` class="…"` for a class name that exists (CSS Modules give `undefined` for an unknown one). */
export function classAttr(...names: (string | undefined | false)[]): string {
  const value = names.filter(Boolean).join(' ');
  return value ? ` class="${escapeHtml(value)}"` : '';
}
