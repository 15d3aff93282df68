import type { FakeState } from './fakeState';

/** How long a verified OTP proves its mobile number or e-mail, as on the server: 30 minutes. */
const otpProofMilliseconds = 30 * 60 * 1000;

/**
 * Uses up an OTP verified in the last 30 minutes for one of `destinations` with the mode `purpose`, as the
 * server's proof before registration or a new mobile number; false when there is none.
 */
export function consumeVerifiedOtp(
  state: FakeState,
  destinations: readonly string[],
  purpose: string,
): boolean {
  const since = Date.now() - otpProofMilliseconds;
  const index = state.verifiedOtps.findIndex(
    (proof) =>
      destinations.some((destination) => destination.toLowerCase() === proof.destination.toLowerCase()) &&
      proof.purpose === purpose &&
      proof.verifiedAt >= since,
  );
  if (index === -1) return false;
  state.verifiedOtps.splice(index, 1);
  return true;
}
