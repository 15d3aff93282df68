import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { ApiProblem } from '../../errors/ApiProblem';
import { uploadLimits } from './uploadLimits';

/**
 * Compressed bytes pushed into the inflater per step. Deflate expands at most about 1032:1, so one step
 * produces at most about 4 MB: small enough that the limit is noticed long before memory grows.
 */
const stepBytes = 4 * 1024;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Inflates every entry of a ZIP archive in small steps, counting the bytes it really inflates to (the
 * sizes an archive declares can lie), and throws a 400 on the `file` field as soon as the total passes
 * `limitBytes`. Between steps it yields to the event loop, so other requests keep being answered while
 * a large archive is checked. Nothing inflated is kept.
 */
export async function measureZipInflation(
  bytes: Uint8Array,
  limitBytes: number = uploadLimits.inflatedBytes,
): Promise<number> {
  let inflated = 0;
  let failure: ApiProblem | undefined;
  const tooLarge = () =>
    ApiProblem.field(
      'file',
      `The workbook inflates to more than ${Math.round(limitBytes / (1024 * 1024))} MB; upload a smaller file.`,
    );
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = ApiProblem.field('file', 'The file is not a readable XLSX workbook.');
        return;
      }
      inflated += chunk.length;
      if (inflated > limitBytes) {
        failure = tooLarge();
        file.terminate();
      }
    };
    if (file.originalSize !== undefined && file.originalSize > limitBytes) {
      failure = tooLarge();
      return;
    }
    if (file.compression !== 0 && file.compression !== 8) {
      failure = ApiProblem.field('file', 'The workbook uses an unsupported compression method.');
      return;
    }
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += stepBytes) {
      const end = Math.min(offset + stepBytes, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
      await yieldToEventLoop();
    }
  } catch {
    throw ApiProblem.field('file', 'The file is not a readable XLSX workbook.');
  }
  if (failure) throw failure;
  return inflated;
}
