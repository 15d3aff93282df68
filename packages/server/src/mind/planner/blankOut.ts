/** The question with each span (a bond or an issuer already recognised) replaced by spaces, offsets kept. */
export function blankOut(question: string, spans: readonly { start: number; end: number }[]): string {
  let text = question;
  for (const span of spans)
    text = text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end);
  return text;
}
