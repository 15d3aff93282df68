import type { AnswerSink } from './analystAnswer';

/** Streams text in small pieces, as a model would, so the reader sees it arrive. */
export function streamText(sink: AnswerSink, text: string): void {
  const pieces = text.match(/[^\s]+\s*|\s+/g) ?? [];
  let buffer = '';
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= 24 || piece.includes('\n')) {
      sink.text(buffer);
      buffer = '';
    }
  }
  if (buffer) sink.text(buffer);
}
