import { ApiProblem } from '../src/errors/ApiProblem';

/**
 * The ApiProblem a service call is refused with; fails the test when the call succeeds or throws anything
 * else. For the service tests that call domain functions without HTTP.
 */
export async function refusal(attempt: Promise<unknown>): Promise<ApiProblem> {
  const error = await attempt.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiProblem)) throw new Error(`Expected an ApiProblem, got ${String(error)}`);
  return error;
}
