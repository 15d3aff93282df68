// The session's schemas, imported by the session controller on its first session probe, refresh or sign-in
// rather than with the client: a page whose visitor never signs in (a partner's bond search) downloads
// neither them nor the schema library they are built with.
export { sessionUserSchema } from '../../validation/sessionUser';
export { tokenResponseSchema } from '../../validation/tokenResponse';
