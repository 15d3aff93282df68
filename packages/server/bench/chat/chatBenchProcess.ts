import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** An answer over IPC: the request's id, a type, and `message` when it is an error. */
interface Answer {
  id: number;
  type: string;
  message?: string;
}

/** A request without its id (each member of a union on its own). */
type WithoutId<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

/**
 * A child process of the chat benchmark (a server or a client process) asked over IPC: `ask` sends a request
 * with a fresh id and resolves with the answer of that id, or rejects on the child's error, its exit, or
 * after `timeoutMilliseconds` (the benchmark runs unattended and must never hang).
 */
export class BenchProcess<Request extends { id: number }, Reply extends Answer> {
  readonly #child: ChildProcess;
  readonly #waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #exited = false;

  constructor(
    readonly name: string,
    moduleUrl: URL,
    execArgv: readonly string[] = [],
  ) {
    this.#child = fork(fileURLToPath(moduleUrl), [], {
      execArgv: ['--conditions=@bondkit/source', '--import', 'tsx', ...execArgv],
    });
    this.#child.on('message', (reply: Reply) => {
      const waiter = this.#waiting.get(reply.id);
      if (!waiter) return;
      this.#waiting.delete(reply.id);
      if (reply.type === 'error') waiter.reject(new Error(`${name}: ${reply.message ?? 'failed'}`));
      else waiter.resolve(reply);
    });
    this.#child.on('exit', (code) => {
      this.#exited = true;
      for (const waiter of this.#waiting.values())
        waiter.reject(new Error(`${name} ended (${code}) before answering`));
      this.#waiting.clear();
    });
  }

  ask<Type extends Reply['type']>(
    request: WithoutId<Request>,
    expected: Type,
    timeoutMilliseconds = 120_000,
  ): Promise<Extract<Reply, { type: Type }>> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        reject(new Error(`${this.name}: no answer to ${expected} within ${timeoutMilliseconds / 1000} s`));
      }, timeoutMilliseconds);
      this.#waiting.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          if (reply.type === expected) resolve(reply as Extract<Reply, { type: Type }>);
          else reject(new Error(`${this.name}: answered ${reply.type}, not ${expected}`));
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.#child.send({ ...request, id });
    });
  }

  /** Waits for the child to leave by itself (up to `graceMilliseconds`), then kills it. */
  async end(graceMilliseconds = 5_000): Promise<void> {
    if (this.#exited) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.#child.kill('SIGKILL');
        resolve();
      }, graceMilliseconds);
      this.#child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  kill(): void {
    if (!this.#exited) this.#child.kill('SIGKILL');
  }
}
