/**
 * Where the 410 page's links go. The blog is the deployment's own (`BLOG_URL`, served in `api/app-config/`): the
 * platform has no blog page, and the link went to /best-practices, which is not one. Without it, no Blog link.
 */
export const errorPageLinks = {
  website: '/',
  learnMore: '/about',
} as const;

/** The title and text of the error page for a status (platform-shell and trading-and-chat section 2). */
export interface ErrorPageContent {
  title: string;
  paragraphs: readonly string[];
}

export const trialEndedContent: ErrorPageContent = {
  title: 'Free Trial has Ended!',
  paragraphs: [
    'Your free trial of the AI analyst is over. Talk to our sales team to keep asking mind about the market.',
  ],
};

/** The 402 page's bullets: what the upgrade brings. */
export const premiumBullets = [
  'Manage your portfolio efficiently',
  'Execute trades from a single screen',
  'Record external trades',
] as const;

export function errorPageContent(status: number): ErrorPageContent {
  switch (status) {
    case 410:
      return {
        title: 'Invitation URL invalid',
        paragraphs: [
          'Please reach out to your account administrator so they can invite you again.',
          'If the problem persists, please contact us.',
        ],
      };
    case 404:
      return {
        title: 'Not Found',
        paragraphs: ['The page you are looking for does not exist. Please check the URL.'],
      };
    case 500:
      return {
        title: 'Internal Server Error',
        paragraphs: ['Something broke on our side. Please try again in a moment.'],
      };
    case 401:
      return {
        title: 'Access Denied',
        paragraphs: ['You do not have permission to view this page. Please contact your administrator.'],
      };
    case 402:
      return { title: 'Premium', paragraphs: ['Upgrade to premium to unlock this feature:'] };
    default:
      return {
        title: 'Something went wrong...',
        paragraphs: ['Please try again, or go back to the home page.'],
      };
  }
}
