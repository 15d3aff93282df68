// Runs from chat: how well `parseRunMessage` reads the desk-message corpus (precision and recall of whole
// runs: bond, levels, sizes and settlement all right) and how fast. `npm run bench runs`.
import { performance } from 'node:perf_hooks';
import { indexRunBonds, parseRunMessage } from '../src/runs/index';
import { loadRunCorpus, scoreRunCorpus } from '../test/runs/scoreRunCorpus';

const corpus = loadRunCorpus();
const score = scoreRunCorpus(corpus);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(
  `corpus: ${score.messages} messages, ${score.expectedRuns} expected runs; parsed ${score.parsedRuns}, right ${score.correctRuns}`,
);
console.log(
  `precision ${percent(score.precision)} (target >= 95 %), recall ${percent(score.recall)} (target >= 90 %) -> ${score.precision >= 0.95 && score.recall >= 0.9 ? 'MET' : 'NOT met'}`,
);
for (const miss of score.misses) {
  console.log(
    `  missed or wrong: ${JSON.stringify(miss.text)} (expected ${miss.expected.length}, parsed ${miss.parsed.length})`,
  );
}

const bonds = indexRunBonds(corpus.bonds);
const rounds = 200;
const started = performance.now();
for (let round = 0; round < rounds; round += 1) {
  for (const message of corpus.messages) parseRunMessage(message.text, { bonds });
}
const perMessageMicroseconds = ((performance.now() - started) * 1000) / (rounds * corpus.messages.length);
console.log(`speed: ${perMessageMicroseconds.toFixed(1)} µs a message (${rounds} passes over the corpus)`);
