/**
 * What `npm run build` runs, gathered for the launcher (site/cli/build-launcher.mjs), which bundles
 * this module with everything it imports and runs the command from the bundle.
 */
export { build } from '../../build.ts';
export { runBuildCommand } from './build-command.ts';
