import type { AnalystPlanner } from './analystAnswer';

/**
 * The LLM planner with the built-in analyst behind it: when the model cannot be reached or fails before it has
 * said or called anything (a network error, a 5xx, a bad key), the built-in analyst answers the same question
 * through the same sink, so the reader still gets an answer grounded in the same tools.
 */
export function withBuiltInFallback(primary: AnalystPlanner, fallback: AnalystPlanner): AnalystPlanner {
  return {
    kind: primary.kind,
    async answer(request) {
      let started = false;
      const sink = {
        ...request.sink,
        callTool: (...args: Parameters<typeof request.sink.callTool>) => {
          started = true;
          return request.sink.callTool(...args);
        },
        text: (delta: string) => {
          started = true;
          request.sink.text(delta);
        },
      };
      try {
        return await primary.answer({ ...request, sink });
      } catch (error) {
        if (started || request.signal.aborted) throw error;
        return fallback.answer(request);
      }
    },
  };
}
