import { inflateSync } from 'node:zlib';

/** The bytes 0x80–0x9F of WinAnsiEncoding that differ from Latin-1 (the ones our documents write). */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  133: '…',
  140: 'Œ',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
  156: 'œ',
};

const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => {
      const code = Number.parseInt(pair, 16);
      return WIN_ANSI[code] ?? String.fromCharCode(code);
    })
    .join('');

/**
 * The text a PDF made by pdfkit shows: each content stream is inflated, and the hex strings of its
 * text operators (`[<…> kern <…>] TJ`) decoded and joined, one text operation per line.
 */
export function pdfTextOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      parts.push([...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decodeHex(h[1]!)).join(''));
    }
    streams.lastIndex = end;
  }
  return parts.join('\n');
}
