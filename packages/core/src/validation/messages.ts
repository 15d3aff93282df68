import { registerEnglishZodMessages } from './englishMessages';
import { specMessages, specRequiredMessage } from './specMessages';

// The names every schema module reads its messages by: defined here (not re-exported), so that a bundle which
// uses one keeps this module, and with it the registration of zod's English messages below (the package has
// no side effects, so a bundler drops a module none of whose own names is used). The strings themselves are
// `./specMessages`', once.
registerEnglishZodMessages();

/**
 * Every validation message of the spec, word for word (platform-shell section 5, trading-and-chat
 * section 5), plus the few the spec leaves open (see `./specMessages`). Widgets and the server show these
 * strings; tests compare against them.
 */
export const validationMessages = specMessages;

/** The spec's generic '{field} is required'; without a field name, 'This field is required'. */
export function requiredMessage(field?: string): string {
  return specRequiredMessage(field);
}
