// A chunk of its own, loaded once the page on screen has settled (KeepAlivePages).
export { StyleWarmer } from '@console/web-kit/resource';
