import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './tools/precompress.ts';

// `@cabas/contracts` builds zod schemas at module level; the browser only ever needs its plain
// constants and messages, so its modules are declared free of side effects: whatever the browser
// code does not import (the schemas, and zod with them) is left out of the client bundle.
const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

// `@react-router/dev` is hoisted to the root and loads the root's Vite (8, brought by Vitest), which
// it supports; this workspace's own `vite` types differ, and the cast only bridges the two.
/**
 * The storefront's platform and design system (lib/, ui/, the store context) go into one chunk
 * instead of a dozen tiny ones: fewer requests before the first paint on slow mobile networks. The
 * features are left to the bundler: a chunk caught here brings along everything it imports, and
 * through a feature's face (index.ts) that would be the whole feature and its packages (decision
 * 106). Modules that pull React Aria (the lazy shop selector, the chooser page) stay apart so that
 * React Aria never becomes first-load JavaScript, and the checked-form hook so that Conform loads
 * only with the pages that have a form.
 */
const appSource = /[\\/]apps[\\/]web[\\/]app[\\/]/;
const sharedSource =
  /[\\/]app[\\/](?:lib|ui|features[\\/]stores[\\/](?:shop-selector|store-finder|types|chooser)\.)/;
const lazySource =
  /[\\/](?:ui[\\/](?:popin|use-checked-form)|features[\\/]stores[\\/](?:store-search|store-chooser-page)|features[\\/]shop[\\/]shop-selector-popin)/;
/** Catalogue modules that only the product sheet uses stay with that route (the gift card form). */
const productOnlySource = /[\\/]features[\\/]catalogue[\\/]gift-card/;

/**
 * What may run merely by being imported. The storefront's own modules only declare things (but its
 * stylesheets and the browser's entry), and so do the contracts and Conform: a page keeps of a
 * feature's face what it uses, not every module the face names (decision 106). Other packages keep
 * the bundler's caution.
 */
const sideEffectFree = /[\\/]node_modules[\\/]@conform-to[\\/]/;
const appSideEffects = /(?:\.css$|[\\/]entry\.client\.tsx$|[\\/]leaflet\.client\.ts$)/;

function moduleSideEffects(id: string): boolean {
  if (contractsSource.test(id) || sideEffectFree.test(id)) return false;
  if (appSource.test(id) && !/[\\/]node_modules[\\/]/.test(id)) return appSideEffects.test(id);
  return true;
}

function manualChunks(id: string): string | undefined {
  if (!appSource.test(id) || lazySource.test(id) || productOnlySource.test(id) || /\.server\./.test(id))
    return undefined;
  return sharedSource.test(id) ? 'shell' : undefined;
}

const routerPlugins = reactRouter() as unknown as PluginOption[];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [routerPlugins, precompress()],
  css: {
    modules: { localsConvention: 'camelCaseOnly', generateScopedName: '[local]_[hash:base64:5]' },
  },
  build: {
    // One stylesheet for the whole shop (about 5 KB compressed today): a single render-blocking
    // request, cached across pages.
    cssCodeSplit: false,
    rollupOptions: {
      // The server build imports the workspace packages instead of carrying its own copy of them:
      // the compiled shop (scripts/build-server.mjs) bundles this build with the API, so the
      // storefront and the API share one instance of each module. A second copy of the contracts' zod
      // schemas (10 MB of heap, 29 MB before zod 4.6) made every full collection of a shop longer.
      external: isSsrBuild ? [/^@cabas\//] : [],
      output: { manualChunks },
      treeshake: { moduleSideEffects },
    },
  },
  server: { port: Number(process.env.WEB_DEV_PORT ?? 5173) },
}));
