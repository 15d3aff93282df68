import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The docs pages (src/docs/*.mdx) render the README's sections, so a partner reads one text everywhere.
  stories: ['../packages/widgets/src/docs/*.mdx', '../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Stories run against the widgets' and core's `src` through their source export condition.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@bondkit/source', 'module', 'browser', 'development|production'],
    };
    return viteConfig;
  },
};

export default config;
