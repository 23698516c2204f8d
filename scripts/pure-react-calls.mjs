// A Vite plugin (build only): react-router's build (only its development build is published for browsers) calls
// React.forwardRef, React.memo and React.createContext at the top of its module without a /*#__PURE__*/ mark,
// and names components and contexts there (`Link.displayName = "Link"`). Each such statement counts as a side
// effect, so the bundler kept everything it reaches — Link, NavLink, Form with its submission helpers,
// prefetch links, ScrollRestoration — although the console uses none of them (issue 31). The mark makes the
// calls droppable; the names only served React's developer tools, and go.
const CALL = /(?<![\w$.])(React\d*\.(?:forwardRef|memo|createContext)\()/g;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
// Its development build is its production build with warnings switched on (the two differ in this one line):
// the warnings' checks and texts go.
const DEV_WARNINGS = /^var ENABLE_DEV_WARNINGS = true;$/m;
const FILES = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

export function pureReactCalls() {
  return {
    name: 'pure-react-calls',
    apply: 'build',
    transform(code, id) {
      if (!FILES.test(id.split('?')[0])) return null;
      const out = code
        .replace(CALL, '/*#__PURE__*/ $1')
        .replace(DISPLAY_NAME, '')
        .replace(DEV_WARNINGS, 'var ENABLE_DEV_WARNINGS = false;');
      return out === code ? null : { code: out, map: null };
    },
  };
}
