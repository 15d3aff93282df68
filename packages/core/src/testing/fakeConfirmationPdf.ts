/**
 * A one-page PDF (1.4, Helvetica) with one line of text per entry: a small but real file, which a PDF
 * reader opens, for the fake's confirmation downloads. Text outside printable ASCII is replaced by `?`,
 * since the standard fonts' encoding would not show it.
 */
export function fakeTextPdf(title: string, lines: readonly string[]): Blob {
  const escape = (text: string) =>
    text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);
  const content = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line) => ['0 -22 Td', `(${escape(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  // Every character is ASCII here, so string lengths are byte offsets, as the cross-reference table needs.
  let file = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const tableOffset = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${tableOffset}\n%%EOF\n`;
  return new Blob([file], { type: 'application/pdf' });
}
