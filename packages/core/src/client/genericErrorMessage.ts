/** The spec's generic text: 5xx, below-400 statuses, empty bodies, network failures, unexpected answers. */
export const genericErrorMessage = 'Something went wrong, Please try again.';
