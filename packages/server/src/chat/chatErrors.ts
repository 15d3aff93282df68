/**
 * An error the chat service answers in Sendbird's shape (`{ error: true, code, message }`), on a socket
 * as `EROR` and over REST as a 400 (the SDK reads the code, not the status).
 */
export class ChatServiceError extends Error {
  constructor(
    /** Sendbird's error code: 400108 not authorised, 400201 not found, 400111 invalid value, … */
    readonly code: number,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
    this.name = 'ChatServiceError';
  }

  toBody(): { error: true; code: number; message: string } {
    return { error: true, code: this.code, message: this.message };
  }
}

/** The codes this service answers. */
export const chatErrorCodes = {
  invalidValue: 400111,
  requiredValue: 400105,
  notAuthorized: 400108,
  notFound: 400201,
  duplicated: 400202,
  bannedUser: 900020,
  /** A muted member tried to send. */
  mutedUser: 900041,
  /** A member who is not an operator tried to send to a frozen channel. */
  channelFrozen: 900050,
  notAMember: 900050,
} as const;

export function notFound(what: string): ChatServiceError {
  return new ChatServiceError(chatErrorCodes.notFound, `"${what}" not found.`);
}

export function notAuthorized(message = 'Not authorized.'): ChatServiceError {
  return new ChatServiceError(chatErrorCodes.notAuthorized, message);
}

export function invalidValue(field: string): ChatServiceError {
  return new ChatServiceError(chatErrorCodes.invalidValue, `"${field}" is invalid.`);
}
