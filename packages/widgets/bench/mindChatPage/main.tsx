// The benchmark page: MindChat answering one question with a long markdown answer (a paragraph, a table of
// bonds with links, a closing line) streamed one token (about four characters) per text delta at a fixed rate,
// while the page records frame times; then it reads the rendered answer back from the DOM. Built by
// mindChat.bench.ts with Vite; not part of the package.
import { createRoot } from 'react-dom/client';
import type { MindTransport, UiMessageChunk } from '@bondkit/core/mind';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../../src/provider/BondkitProvider';
import { MindChat } from '../../src/MindChat/index';
import type {
  MindChatBenchmarkOptions,
  MindChatBenchmarkResult,
  MindChatBenchmarkWindow,
} from './benchmarkProtocol';

const benchmarkWindow = window as unknown as MindChatBenchmarkWindow;
const question = 'Which AAA corporate bonds mature between 2029 and 2031 yielding above 7.5%?';
const closingLine =
  '_Data: bondkit instrument master; live market yields. Market as of 24 Nov 2026, 14:05 IST._';

/** An answer of about `tokens` × 4 characters, shaped like the analyst's screens: how many rows it holds. */
function longAnswer(tokens: number): { text: string; tableRows: number } {
  const lines = [
    'Screening the tradable bonds: rated AAA, issuer CORPORATE, maturing from 2029-01-01 to 2031-12-31, yield above 7.5%.',
    '',
    'Yields are live market yields; prices are for T+1 settlement (2026-11-25). Each bond links to its security page.',
    '',
    '| Bond | ISIN | Rating | Coupon | Maturity | Yield | Price (T+1) | Spread (bps) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  let tableRows = 0;
  const budget = tokens * 4 - closingLine.length - 2;
  while (lines.join('\n').length < budget) {
    const index = tableRows;
    lines.push(
      `| [${(7 + (index % 90) / 100).toFixed(2)}% Bench Finance ${2029 + (index % 3)} #${index + 1}](/security/${index + 1}) | INE${String(index).padStart(6, '0')}07X1 | AAA | ${(7 + (index % 90) / 100).toFixed(2)}% | ${2029 + (index % 3)}-0${1 + (index % 9)}-15 | **${(7.51 + (index % 70) / 100).toFixed(4)}%** | ${(99 + (index % 50) / 25).toFixed(4)} | ${(40 + (index % 60)).toFixed(1)} |`,
    );
    tableRows += 1;
  }
  lines.push('', closingLine);
  return { text: lines.join('\n'), tableRows };
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

let pending: {
  options: MindChatBenchmarkOptions;
  onStreamed(deltas: number, milliseconds: number): void;
} | null = null;

/** Streams the long answer as the analyst's protocol does, `tokensPerSecond` deltas a second, paced by the clock. */
const transport: MindTransport = {
  async sendMessages({ signal }) {
    const run = pending;
    if (run === null) throw new Error('no benchmark run');
    const { text } = longAnswer(run.options.tokens);
    const pieces = text.match(/[\s\S]{1,4}/g) ?? [];
    async function* chunks(): AsyncGenerator<UiMessageChunk> {
      yield { type: 'start', messageId: 'answer' };
      yield { type: 'start-step' };
      yield { type: 'text-start', id: 'text' };
      const started = performance.now();
      let sent = 0;
      while (sent < pieces.length) {
        if (signal?.aborted) return;
        const due = Math.min(
          pieces.length,
          Math.floor(((performance.now() - started) / 1000) * run!.options.tokensPerSecond) + 1,
        );
        while (sent < due) {
          yield { type: 'text-delta', id: 'text', delta: pieces[sent]! };
          sent += 1;
        }
        await sleep(4);
      }
      yield { type: 'text-end', id: 'text' };
      yield { type: 'finish-step' };
      yield { type: 'finish', finishReason: 'stop' };
      run!.onStreamed(sent, performance.now() - started);
    }
    return chunks();
  },
};

function recordFrames(): { stop(): number[] } {
  const times: number[] = [];
  let last = performance.now();
  let handle = requestAnimationFrame(function frame(now) {
    times.push(now - last);
    last = now;
    handle = requestAnimationFrame(frame);
  });
  return {
    stop() {
      cancelAnimationFrame(handle);
      return times.slice(1);
    },
  };
}

benchmarkWindow.runMindChatBenchmark = async (options) => {
  const idle = recordFrames();
  await sleep(2_000);
  const idleFrameTimes = idle.stop();
  const streamed = new Promise<{ deltas: number; milliseconds: number }>((resolve) => {
    pending = { options, onStreamed: (deltas, milliseconds) => resolve({ deltas, milliseconds }) };
  });
  await benchmarkWindow.benchmarkPhase?.('live-start');
  const live = recordFrames();
  const suggestion = [...document.querySelectorAll('button')].find(
    (button) => button.textContent === question,
  );
  if (!suggestion) throw new Error('suggestion button not found');
  suggestion.click();
  const { deltas, milliseconds } = await streamed;
  // The last frames: React's commit of the final text and the status change.
  await sleep(200);
  const frameTimes = live.stop();
  await benchmarkWindow.benchmarkPhase?.('live-end');
  const answer = document.querySelector('.bk-mind-chat__message--assistant');
  const { text, tableRows } = longAnswer(options.tokens);
  return {
    frameTimes,
    idleFrameTimes,
    deltasSent: deltas,
    answerCharacters: text.length,
    streamMs: milliseconds,
    rendered: {
      tableRows: answer?.querySelectorAll('tbody tr').length ?? 0,
      expectedTableRows: tableRows,
      closingLineShown: (answer?.textContent ?? '').includes('Market as of 24 Nov 2026, 14:05 IST.'),
    },
  } satisfies MindChatBenchmarkResult;
};

const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
createRoot(root).render(
  <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
    <MindChat transport={transport} chatId="bench" suggestions={[question]} style={{ height: '860px' }} />
  </BondkitProvider>,
);
const waitForSuggestions = () => {
  if (document.querySelector('button')) benchmarkWindow.benchmarkReady = true;
  else requestAnimationFrame(waitForSuggestions);
};
waitForSuggestions();
