import type { Preview } from '@storybook/react-vite';
import '../packages/widgets/src/styles.css';

const preview: Preview = {
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, in Storybook's test panel and in `npm test`.
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'Widget theme',
      toolbar: { title: 'Theme', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => (
      <div
        className={context.globals.theme === 'dark' ? 'bk-theme-dark' : 'bk-theme-light'}
        style={{ padding: 16 }}
      >
        <Story />
      </div>
    ),
  ],
};

export default preview;
