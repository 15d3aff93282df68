import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A partner's plain Vite config: @bondkit/core and @bondkit/widgets resolve as published packages. `dedupe`
// is for this repository only: the widgets' own dependencies (@floating-ui/react, @tanstack/react-virtual)
// are hoisted to the repository root next to React 19, and would otherwise import that second React.
export default defineConfig({ plugins: [react()], resolve: { dedupe: ['react', 'react-dom'] } });
