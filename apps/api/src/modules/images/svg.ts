/** Generated packshots: an SVG per product in its department colour, no image from the internet. */
const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`;
    return kept;
  }
  return lines.map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l));
}

/** Black or white text, whichever contrasts more with the background colour. */
export function textColourOn(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.179 ? '#1a1a1a' : '#ffffff';
}

export function productSvg(p: {
  designation: string;
  marque: string | null;
  quantity_label: string | null;
  color: string;
}) {
  const ink = textColourOn(p.color);
  const lines = wrapWords(p.designation, 18, 4);
  const nameY = 200 - (lines.length - 1) * 17;
  const name = lines
    .map(
      (l, i) => `<text x="200" y="${nameY + i * 34}" font-size="28" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  const brand = p.marque
    ? `<text x="200" y="96" font-size="22" opacity="0.85">${escapeXml(p.marque.toUpperCase().slice(0, 24))}</text>`
    : '';
  const qty = p.quantity_label
    ? `<text x="200" y="330" font-size="22">${escapeXml(p.quantity_label.slice(0, 24))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(p.designation)}"><rect width="400" height="400" fill="#f4f4f2"/><rect x="40" y="40" width="320" height="320" rx="28" fill="${p.color}"/><g fill="${ink}" font-family="system-ui, sans-serif" text-anchor="middle">${brand}${name}${qty}</g></svg>`;
}

export function categorySvg(c: { libelle: string; color: string }) {
  const ink = textColourOn(c.color);
  const lines = wrapWords(c.libelle, 16, 3);
  const y = 210 - (lines.length - 1) * 18;
  const text = lines
    .map((l, i) => `<text x="200" y="${y + i * 36}" font-size="30" font-weight="700">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(c.libelle)}"><rect width="400" height="400" rx="200" fill="${c.color}"/><g fill="${ink}" font-family="system-ui, sans-serif" text-anchor="middle">${text}</g></svg>`;
}
