// A small real PDF for the fake's file endpoints: one A4 page of text lines in Helvetica, with a correct
// cross-reference table, so that a PDF reader (or a test reading the text back) opens it.

/** Escapes a line for a PDF string literal and keeps it to printable ASCII (Helvetica's WinAnsi subset). */
function pdfText(line: string): string {
  return line
    .replace(/₹/g, 'Rs ')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (character) => `\\${character}`);
}

/** A one-page PDF of `title` and `lines`, as a Blob of type application/pdf. */
export function fakePdf(title: string, lines: readonly string[]): Blob {
  const text = [`BT /F1 16 Tf 50 790 Td (${pdfText(title)}) Tj ET`]
    .concat(lines.map((line, index) => `BT /F1 10 Tf 50 ${760 - index * 14} Td (${pdfText(line)}) Tj ET`))
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
}
