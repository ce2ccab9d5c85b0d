/** The Cabas wordmark with its basket mark (inline SVG, no request). */
export function Logo() {
  return (
    <svg width="112" height="32" viewBox="0 0 112 32" aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="28" height="24" rx="6" fill="#b4152b" />
      <path d="M6 13h16l-2 10H8z" fill="#fff" />
      <path d="M10 13l4-5 4 5" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      <text x="34" y="24" fontFamily="system-ui, sans-serif" fontSize="21" fontWeight="700" fill="#0b5394">
        Cabas
      </text>
    </svg>
  );
}
