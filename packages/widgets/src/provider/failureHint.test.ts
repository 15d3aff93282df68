import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@bondkit/core';
import { failureHint, withFailureHint } from './failureHint';

const refused = new NetworkError({
  code: 'network_error',
  method: 'GET',
  url: 'https://api.example/api/trade/d/market/',
  cause: new TypeError('Failed to fetch'),
});
const unauthorized = new ApiError({
  code: 'http_error',
  method: 'GET',
  url: 'https://api.example/api/trade/d/market/',
  status: 401,
  body: { detail: 'Authentication credentials were not provided.' },
});
const serverError = new ApiError({
  code: 'http_error',
  method: 'GET',
  url: 'https://api.example/api/trade/d/market/',
  status: 500,
  body: undefined,
});

describe('failureHint', () => {
  it('names CORS for a request the browser refused, with the origin to allow', () => {
    expect(failureHint(refused, true)).toMatch(/add this origin \(.+\) to its ALLOWED_ORIGINS\.$/);
  });

  it('names a missing sign-in for a 401', () => {
    expect(failureHint(unauthorized, true)).toMatch(/401: sign in first/);
  });

  it('says nothing for other failures, and nothing at all in production', () => {
    expect(failureHint(serverError, true)).toBeNull();
    expect(failureHint(new Error('boom'), true)).toBeNull();
    expect(failureHint(refused, false)).toBeNull();
    expect(failureHint(unauthorized, false)).toBeNull();
  });

  it('appends the hint to a widget text only when there is one', () => {
    expect(withFailureHint('Something went wrong, Please try again.', serverError, true)).toBe(
      'Something went wrong, Please try again.',
    );
    expect(withFailureHint('Something went wrong, Please try again.', unauthorized, true)).toMatch(
      /^Something went wrong, Please try again\. The server answered 401/,
    );
  });
});
