// The public face of demo (the demo hub, users, news and LINE seeded on first start): it owns no
// table; it fills other modules' through the functions their index.ts offers.
export { seedDemoLine } from './demo-line.ts';
export { seedDemo } from './seed.ts';
