// `@bondkit/widgets/styles.css` ships as plain CSS: copied from src, so Storybook and the package agree.
import { copyFileSync } from 'node:fs';
copyFileSync('src/styles.css', 'dist/styles.css');
