// V8 flags of the shop's processes (`npm start` and the page benchmarks). A server render allocates
// a few megabytes per page: a young generation of 32 MB semi-spaces (16 MB by default) collects it
// about half as often, which measured about 10 % less CPU per category page (bench/README notes).
export const SHOP_NODE_FLAGS = ['--max-semi-space-size=32'];
