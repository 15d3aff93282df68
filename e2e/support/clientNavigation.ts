import type { Page } from '@playwright/test';

/**
 * Goes to `path` the way a click on a link would (history.pushState and a popstate, which the router
 * follows), after one full load per walk (`cold`): a full load per route spent most of CI's e2e minutes on
 * downloading and starting the app, and `smoke`, `signIn` and the feature walks already load pages cold.
 * The visit is over once the layout shows the path of the address bar (redirects included) and no page is
 * loading.
 */
export async function visit(page: Page, path: string, cold: boolean): Promise<void> {
  if (cold) await page.goto(path);
  else
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  await page
    .waitForFunction(
      () => {
        const layout = document.querySelector<HTMLElement>('[data-layout]');
        return (
          layout !== null &&
          layout.dataset.path === window.location.pathname &&
          document.querySelector('.app-loading') === null
        );
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`${path}: no page rendered`, { cause: error });
    });
}
