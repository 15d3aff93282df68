import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A partner's plain Vite config: @bondkit/core and @bondkit/widgets resolve as published packages.
export default defineConfig({ plugins: [react()] });
