// `npm run build`'s last step: bundles server.ts into <distDir>/fair-server.mjs and the reveal
// worker into <distDir>/fair-reveal-worker.mjs (scripts/lib/build.ts).
import { buildServer, serverBundle } from './lib/build.ts';
import { revealWorkerBundle } from './lib/proc.ts';

await buildServer();
console.log(`✓ ${serverBundle()}, ${revealWorkerBundle()}`);
