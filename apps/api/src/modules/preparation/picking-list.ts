import { frenchDate, frenchDateTime, parisParts, weightRange } from '@cabas/domain';
import {
  createDocument,
  type Doc,
  footers,
  heading,
  PAGE,
  paragraph,
  pdfText,
  quantityText,
  subheading,
  twoColumns,
} from '../order-documents/pdf-layout.ts';

/** What the printed picking list shows of an order. */
export interface PickingListFacts {
  code: string;
  customer: string;
  store: string;
  slot: { start: Date; end: Date | null } | null;
  note: string | null;
  substitutionOffered: boolean;
  aisles: {
    aisle: string;
    lines: { designation: string; quantity: number; weighed: boolean; substitutionAccepted: boolean }[];
  }[];
}

const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOX = 11;
const QUANTITY_WIDTH = 90;
const NOTE_WIDTH = 150;

const hour = (at: Date) => {
  const p = parisParts(at);
  return `${p.hour} h ${String(p.minute).padStart(2, '0')}`;
};

const slotText = (slot: NonNullable<PickingListFacts['slot']>) =>
  slot.end
    ? `${frenchDate(slot.start)} de ${hour(slot.start)} à ${hour(slot.end)}`
    : frenchDateTime(slot.start);

const grams = (value: number) => (value >= 1000 ? `${quantityText(value / 1000)} kg` : `${value} g`);

/**
 * The printable picking list of an order (issue #37 item 3): order code, customer, slot and note,
 * then the lines by aisle in picking order, each with a box to tick, its quantity (a weighed line:
 * its weight and the accepted range) and whether a substitute may be chosen. Same fonts and layout
 * as the shop's other PDFs (pdfkit, built-in Helvetica).
 */
export async function pickingListPdf(facts: PickingListFacts): Promise<Buffer> {
  const { doc, finish } = createDocument(`Liste de préparation ${facts.code}`);
  heading(doc, `Liste de préparation - commande ${facts.code}`);
  twoColumns(
    doc,
    ['Client', facts.customer, facts.note ? `Note du client : ${facts.note}` : null],
    ['Créneau', facts.slot ? slotText(facts.slot) : 'Sans créneau', `Magasin ${facts.store}`],
  );
  const count = facts.aisles.reduce((n, a) => n + a.lines.length, 0);
  doc.moveDown(0.4);
  paragraph(doc, [`${count} ligne${count > 1 ? 's' : ''}, par rayon, dans l’ordre du magasin.`], {
    muted: true,
  });
  for (const group of facts.aisles) {
    subheading(doc, group.aisle);
    for (const line of group.lines) lineRow(doc, line, facts.substitutionOffered);
  }
  footers(doc, `Cabas - liste de préparation ${facts.code}`);
  return finish();
}

function lineRow(
  doc: Doc,
  line: PickingListFacts['aisles'][number]['lines'][number],
  substitutionOffered: boolean,
) {
  const designationWidth = CONTENT_WIDTH - BOX - 10 - QUANTITY_WIDTH - NOTE_WIDTH;
  const quantity = line.weighed
    ? grams(Math.round(line.quantity * 1000))
    : `x ${quantityText(line.quantity)}`;
  const notes: string[] = [];
  if (line.weighed) {
    const range = weightRange(line.quantity);
    notes.push(`Poids réel : ${grams(range.minGrams)} à ${grams(range.maxGrams)}`);
  }
  notes.push(
    line.substitutionAccepted && substitutionOffered ? 'Remplacement accepté' : 'Pas de remplacement',
  );
  doc.font('Helvetica').fontSize(9.5);
  const height = Math.max(
    BOX,
    doc.heightOfString(pdfText(line.designation), { width: designationWidth }),
    doc.heightOfString(pdfText(notes.join(' - ')), { width: NOTE_WIDTH }),
  );
  if (doc.y + height + 10 > PAGE.height - PAGE.margin - 50) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
  const y = doc.y + 4;
  doc.lineWidth(0.8).strokeColor('#1a1a1a').rect(PAGE.margin, y, BOX, BOX).stroke();
  let x = PAGE.margin + BOX + 10;
  doc.fillColor('#1a1a1a').text(pdfText(line.designation), x, y, { width: designationWidth - 6 });
  x += designationWidth;
  doc.font('Helvetica-Bold').text(pdfText(quantity), x, y, { width: QUANTITY_WIDTH - 6, align: 'right' });
  x += QUANTITY_WIDTH;
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#555555')
    .text(pdfText(notes.join(' - ')), x, y, { width: NOTE_WIDTH });
  doc.fillColor('#1a1a1a');
  doc.y = y + height + 4;
  doc.x = PAGE.margin;
}
