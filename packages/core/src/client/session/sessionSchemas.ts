// The session's schemas (the session's answer comes with the sign-in heads), imported by the session
// controller on its first session probe, refresh or sign-in rather than with the client: a page whose
// visitor never signs in (a partner's bond search) downloads neither them nor the schema library they are
// built with.
export { tokenResponseSchema } from '../../validation/tokenResponse';
export { authHeads } from '../../contract/authHeads';
