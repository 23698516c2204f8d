import { StyleWarmer } from '@console/web-kit/resource';

// A chunk of its own, loaded once the sub-app is idle: the warmer is in the shell's whole runtime, which the
// first page must not wait for.
export default StyleWarmer;
