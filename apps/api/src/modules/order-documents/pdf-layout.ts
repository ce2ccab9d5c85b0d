import { formatVatRate, type VatRow } from '@cabas/domain';
import PDFDocument from 'pdfkit';

/**
 * Shared layout of the shop's PDF documents (order summary, invoice, till receipt): A4, the
 * built-in Helvetica fonts (nothing loaded from disk or the network), a title block, tables of
 * lines that break across pages, totals and the VAT by rate. The built-in fonts write WinAnsi, so
 * the narrow no-break space of French number formatting becomes a plain space.
 */

export type Doc = PDFKit.PDFDocument;

export const PAGE = { margin: 40, width: 595.28, height: 841.89 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_SPACE = 50;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#bbbbbb';

/** Text the built-in fonts can write: French typography's narrow spaces become plain ones. */
export function pdfText(value: string): string {
  return value.replace(/[\u202f\u2009\u2007]/g, ' ').replace(/[\u2028\u2029\r\n\t]+/g, ' ');
}

/** `1234` → `12,34 €`, `123456` → `1 234,56 €`. */
export function euros(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${units},${String(abs % 100).padStart(2, '0')} €`;
}

/** A quantity as written on a receipt: `3`, `0,750`. */
export function quantityText(quantity: number): string {
  return Number.isInteger(quantity) ? String(quantity) : quantity.toFixed(3).replace('.', ',');
}

/** A new document; its bytes come back when `finish` is called. */
export function createDocument(title: string): { doc: Doc; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'fr-FR',
    displayTitle: true,
    bufferPages: true,
    info: { Title: pdfText(title), Author: 'Cabas', Creator: 'Cabas' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fillColor(INK);
  return {
    doc,
    finish: () => {
      doc.end();
      return ended;
    },
  };
}

export function heading(doc: Doc, text: string, size = 16) {
  doc.font('Helvetica-Bold').fontSize(size).fillColor(INK).text(pdfText(text), PAGE.margin, undefined, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(0.4);
}

export function subheading(doc: Doc, text: string) {
  ensureSpace(doc, 40);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(pdfText(text), PAGE.margin, undefined, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(0.2);
}

export function paragraph(
  doc: Doc,
  lines: readonly (string | null | undefined)[],
  options: { muted?: boolean; size?: number } = {},
) {
  doc
    .font('Helvetica')
    .fontSize(options.size ?? 9.5)
    .fillColor(options.muted ? MUTED : INK);
  for (const line of lines) {
    if (!line) continue;
    doc.text(pdfText(line), PAGE.margin, undefined, { width: CONTENT_WIDTH });
  }
  doc.fillColor(INK);
}

/** Two blocks side by side (seller and buyer, store and slot). */
export function twoColumns(doc: Doc, left: readonly (string | null)[], right: readonly (string | null)[]) {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const write = (lines: readonly (string | null)[], x: number) => {
    doc.y = top;
    lines.forEach((line, i) => {
      if (!line) return;
      doc
        .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9.5)
        .text(pdfText(line), x, undefined, { width: half });
    });
    return doc.y;
  };
  const bottom = Math.max(write(left, PAGE.margin), write(right, PAGE.margin + half + 20));
  doc.x = PAGE.margin;
  doc.y = bottom;
}

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin - FOOTER_SPACE) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table whose header is repeated on each page it runs onto. */
export function table(doc: Doc, columns: readonly Column[], rows: readonly string[][]) {
  const header = () => {
    ensureSpace(doc, 30);
    const y = doc.y;
    let x = PAGE.margin;
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
    for (const c of columns) {
      doc.text(pdfText(c.title), x, y, { width: c.width - 6, align: c.align ?? 'left' });
      x += c.width;
    }
    doc.y = y + 14;
    rule(doc);
    doc.fillColor(INK);
  };
  header();
  for (const row of rows) {
    doc.font('Helvetica').fontSize(9);
    const height = Math.max(
      ...row.map((cell, i) => doc.heightOfString(pdfText(cell), { width: columns[i]!.width - 6 })),
    );
    if (doc.y + height + 6 > PAGE.height - PAGE.margin - FOOTER_SPACE) {
      doc.addPage();
      doc.y = PAGE.margin;
      header();
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y + 3;
    let x = PAGE.margin;
    row.forEach((cell, i) => {
      const c = columns[i]!;
      doc.text(pdfText(cell), x, y, { width: c.width - 6, align: c.align ?? 'left' });
      x += c.width;
    });
    doc.y = y + height + 3;
  }
  rule(doc);
  doc.x = PAGE.margin;
}

function rule(doc: Doc) {
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.width - PAGE.margin, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.y += 2;
}

/** Label and amount rows aligned on the right (sub-total, fees, total). */
export function amounts(doc: Doc, rows: readonly { label: string; value: string; bold?: boolean }[]) {
  ensureSpace(doc, rows.length * 14 + 10);
  doc.moveDown(0.4);
  const labelX = PAGE.margin + CONTENT_WIDTH * 0.45;
  const labelWidth = CONTENT_WIDTH * 0.35;
  const valueX = labelX + labelWidth;
  const valueWidth = CONTENT_WIDTH - (valueX - PAGE.margin);
  for (const row of rows) {
    const y = doc.y;
    doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(row.bold ? 10.5 : 9.5);
    doc.text(pdfText(row.label), labelX, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.text(pdfText(row.value), valueX, y, { width: valueWidth, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 1;
  }
  doc.x = PAGE.margin;
}

/** The VAT by rate: base without VAT, VAT and amount including VAT. */
export function vatTable(doc: Doc, rows: readonly VatRow[]) {
  subheading(doc, 'Détail de la TVA');
  const w = CONTENT_WIDTH / 4;
  table(
    doc,
    [
      { title: 'Taux', width: w },
      { title: 'Montant HT', width: w, align: 'right' },
      { title: 'TVA', width: w, align: 'right' },
      { title: 'Montant TTC', width: w, align: 'right' },
    ],
    rows.map((r) => [
      r.rate === 0 ? 'Non soumis à la TVA' : formatVatRate(r.rate),
      euros(r.htCents),
      euros(r.tvaCents),
      euros(r.ttcCents),
    ]),
  );
  const total = rows.reduce((sum, r) => ({ ht: sum.ht + r.htCents, tva: sum.tva + r.tvaCents }), {
    ht: 0,
    tva: 0,
  });
  amounts(doc, [
    { label: 'Total HT', value: euros(total.ht) },
    { label: 'Total TVA', value: euros(total.tva) },
  ]);
}

/** The lines of a sale as a table: designation, quantity, unit price, VAT rate, total. */
export function lineTable(
  doc: Doc,
  lines: readonly {
    designation: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
    rate: number;
  }[],
) {
  table(
    doc,
    [
      { title: 'Désignation', width: CONTENT_WIDTH - 250 },
      { title: 'Quantité', width: 55, align: 'right' },
      { title: 'Prix unitaire', width: 70, align: 'right' },
      { title: 'TVA', width: 45, align: 'right' },
      { title: 'Total TTC', width: 80, align: 'right' },
    ],
    lines.map((l) => [
      l.designation,
      quantityText(l.quantity),
      euros(l.unitCents),
      l.rate === 0 ? '-' : formatVatRate(l.rate),
      euros(l.totalCents),
    ]),
  );
}

/** A footer on every page: the document's name and page numbers. */
export function footers(doc: Doc, text: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(pdfText(`${text} - page ${i + 1} sur ${range.count}`), PAGE.margin, PAGE.height - 30, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
