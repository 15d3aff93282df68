import PDFDocument from 'pdfkit';

/** A label and its value, one line of a PDF table. */
export type PdfRow = readonly [label: string, value: string];

/** A titled block of rows. */
interface PdfSection {
  heading: string;
  rows: readonly PdfRow[];
}

/** What a generated document says. */
export interface PdfContent {
  title: string;
  subtitle: string;
  sections: readonly PdfSection[];
  /** Small print at the end. */
  footnote: string;
}

/**
 * Renders a simple A4 document (title, sections of label/value rows, a footnote) with pdfkit's
 * built-in Helvetica, so no font files ship with the server. The creation date is fixed by the
 * caller's clock so that documents are reproducible in tests.
 */
export function renderPdf(content: PdfContent, createdAt: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: {
        Title: content.title,
        Author: 'bondkit',
        Creator: 'bondkit reference server',
        CreationDate: createdAt,
      },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.font('Helvetica-Bold').fontSize(18).text(content.title);
    document
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(content.subtitle)
      .fillColor('#000000');
    for (const section of content.sections) {
      document.moveDown(1).font('Helvetica-Bold').fontSize(12).text(section.heading);
      document.moveDown(0.3).fontSize(10);
      for (const [label, value] of section.rows) {
        const y = document.y;
        document.font('Helvetica').fillColor('#555555').text(label, 50, y, { width: 180 });
        const labelBottom = document.y;
        document.font('Helvetica').fillColor('#000000').text(value, 240, y, { width: 305 });
        document.y = Math.max(labelBottom, document.y);
        document.x = 50;
      }
    }
    document
      .moveDown(2)
      .font('Helvetica-Oblique')
      .fontSize(8)
      .fillColor('#777777')
      .text(content.footnote, 50);
    document.end();
  });
}

/** Rupees in the Indian grouping (₹ is outside Helvetica's WinAnsi set, so `Rs`). */
export function pdfRupees(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return `Rs ${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** A yield fraction as a percentage with 4 decimals. */
export function pdfYield(fraction: number | null | undefined): string {
  return fraction === null || fraction === undefined ? '-' : `${(fraction * 100).toFixed(4)}%`;
}
