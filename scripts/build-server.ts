// `npm run build`'s last step: bundles server.ts into <distDir>/fair-server.mjs (scripts/lib/build.ts).
import { buildServer, serverBundle } from './lib/build.ts';

await buildServer();
console.log(`✓ ${serverBundle()}`);
