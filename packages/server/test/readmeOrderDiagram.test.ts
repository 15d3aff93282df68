import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderStatuses, orderTransitions } from '../src/trading/orderStateMachine';

/** The edges `FROM --> TO` of the README's order state diagram (the first mermaid block after **Orders.**). */
function drawnEdges(): Set<string> {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const orders = readme.slice(readme.indexOf('**Orders.**'));
  const block = /```mermaid\n([\s\S]*?)```/.exec(orders)?.[1] ?? '';
  const edges = new Set<string>();
  for (const line of block.split('\n')) {
    const match = /^\s*(\S+)\s*-->\s*([^:\s]+)/.exec(line);
    if (match && match[1] !== '[*]' && match[2] !== '[*]') edges.add(`${match[1]} --> ${match[2]}`);
  }
  return edges;
}

describe('the order state diagram in the README', () => {
  it('draws exactly the moves orderTransitions allows', () => {
    const allowed = new Set<string>();
    for (const transition of Object.values(orderTransitions))
      for (const from of transition.from) allowed.add(`${from} --> ${transition.to ?? from}`);
    expect([...drawnEdges()].sort()).toEqual([...allowed].sort());
  });

  it('ends every final status', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    const leaving = new Set(
      Object.values(orderTransitions).flatMap((transition) => transition.from as readonly string[]),
    );
    for (const status of orderStatuses.filter((candidate) => !leaving.has(candidate)))
      expect(readme).toContain(`${status} --> [*]`);
  });
});
