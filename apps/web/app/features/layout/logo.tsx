// The drawing is constant markup: one element for React to render (see ui/icons.tsx).
const DRAWING = {
  __html:
    '<rect x="0" y="4" width="28" height="24" rx="6" fill="#b4152b"/>' +
    '<path d="M6 13h16l-2 10H8z" fill="#fff"/>' +
    '<path d="M10 13l4-5 4 5" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>' +
    '<text x="34" y="24" font-family="system-ui, sans-serif" font-size="21" font-weight="700" fill="#0b5394">Cabas</text>',
};

/** The Cabas wordmark with its basket mark (inline SVG, no request). */
export function Logo() {
  return (
    <svg
      width="112"
      height="32"
      viewBox="0 0 112 32"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant drawing, no input
      dangerouslySetInnerHTML={DRAWING}
    />
  );
}
