import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.PAGORA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { proxy: { '/api': api, '/uploads': api } },
  // No source maps in the build: the server serves every file of dist/ publicly, and a build cannot
  // tell a production start from a local one (turbo passes no NODE_ENV to it). The dev server
  // (`npm run dev -w @pagora/web`) still maps everything to the sources.
  build: { outDir: 'dist', sourcemap: false, assetsInlineLimit: 0 },
});
