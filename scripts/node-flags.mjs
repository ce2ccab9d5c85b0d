// Node flags of the shop's processes (`npm start`, the container, e2e and the page benchmarks).
// A server render allocates a few megabytes per page: a young generation of 32 MB semi-spaces (16 MB
// by default) collects it about half as often, which measured about 10 % less CPU per category page
// (README "Production"). The shop runs compiled JavaScript (dist/): its source maps give stack traces
// the TypeScript files and lines.
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=32', '--enable-source-maps'];
