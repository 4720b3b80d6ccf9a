import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds of the same components: `vite build` makes the browser bundle (dist/client, hashed
 * files under /_checkout/ plus a manifest the server reads to link them), `vite build --ssr`
 * makes dist/server/render.js, which the server imports to render pages. vanilla-extract names
 * classes from file paths, so both builds agree on every class name.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  base: '/_checkout/',
  // The SSR build bundles everything, React included, with NODE_ENV fixed to production: the
  // server process may run without NODE_ENV, and React's development build renders several
  // times slower.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node24' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Buyers' phones: modern evergreen browsers; keeps the bundle free of legacy transforms.
        target: 'es2022',
        assetsInlineLimit: 0,
        // The static 404 page is a second entry only so that its stylesheet is built. The ad
        // pixels' loader is an entry of its own, linked only on pages of stores that set a pixel.
        rollupOptions: {
          input: ['src/client.tsx', 'src/pages/UnavailableRoot.tsx', 'src/pixels/loader.ts'],
          preserveEntrySignatures: 'exports-only',
        },
      },
}));
