import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.PAGORA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { proxy: { '/api': api, '/uploads': api } },
  build: { outDir: 'dist', sourcemap: true, assetsInlineLimit: 0 },
});
