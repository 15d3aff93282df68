import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../src/index';
import { signInFailureText } from '../../src/client/session/signInFailureText';

const refused = new NetworkError({
  code: 'network_error',
  method: 'POST',
  url: 'https://api.example/api/token/',
  cause: new TypeError('Failed to fetch'),
});
const wrongPassword = new ApiError({
  code: 'http_error',
  method: 'POST',
  url: 'https://api.example/api/token/',
  status: 401,
  body: { detail: 'No active account found with the given credentials' },
});

describe('signInFailureText', () => {
  it('names the origin to allow for a request the browser refused, in development only', () => {
    expect(signInFailureText(refused, true)).toMatch(
      /^Something went wrong, Please try again\. The server could not be reached: .+ALLOWED_ORIGINS\.$/,
    );
    expect(signInFailureText(refused, false)).toBe('Something went wrong, Please try again.');
  });

  it("gives the server's own message for a refused sign-in, with no hint (its 401 is the password)", () => {
    expect(signInFailureText(wrongPassword, true)).toBe('No active account found with the given credentials');
  });
});
