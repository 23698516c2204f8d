// Tests only: which components React drew at each commit, counted through the hook React DevTools uses (React
// calls it at every commit, production builds too; bench/click-work.ts counts a browser's the same way). Import
// it before anything that loads react-dom: the hook must be there when React starts.
type Fiber = {
  tag: number;
  flags: number;
  type: { displayName?: string; name?: string; render?: { name?: string }; type?: { name?: string } } | null;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
};

// Function, class, forwardRef, memo and simple memo components: the fibers that run their owner's code.
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const PERFORMED_WORK = 1;
const nameOf = (f: Fiber) => f.type?.displayName || f.type?.name || f.type?.render?.name || f.type?.type?.name || '?';

/** Components drawn again (not mounted) since the last reset, by name. */
const drawn = new Map<string, number>();
/** Components mounted since the last reset, by name. */
const mounted = new Map<string, number>();
let counting = false;
const add = (m: Map<string, number>, f: Fiber) => m.set(nameOf(f), (m.get(nameOf(f)) ?? 0) + 1);

// Walks only the subtrees a commit changed, as DevTools does: a bailed-out child keeps its alternate's child. A
// fiber without an alternate is new, and so is everything under it.
function walk(first: Fiber | null) {
  for (let f = first; f; f = f.sibling) {
    if (!f.alternate) {
      if (COMPONENT_TAGS.has(f.tag)) add(mounted, f);
      walk(f.child);
      continue;
    }
    if (COMPONENT_TAGS.has(f.tag) && f.flags & PERFORMED_WORK) add(drawn, f);
    if (f.child !== f.alternate.child || f.flags & PERFORMED_WORK) walk(f.child);
  }
}

// react-dom reads the hook once, when it loads, and keeps that object: in the web tests' shared worker it loads
// once for many files (test-file-reset.ts imports this file first, so the hook is there then). Each file's copy of
// this module puts its own walk on that one object; React looks the method up at every commit.
const scope = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Record<string, unknown> };
scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  supportsFiber: true,
  renderers: new Map(),
  isDisabled: false,
  inject: () => 1,
  checkDCE() {},
  onScheduleFiberRoot() {},
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
};
scope.__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot = (_id: number, root: { current: Fiber }) => {
  if (counting) walk(root.current.child);
};

export const renderCensus = {
  /** Starts counting afresh. */
  start() {
    drawn.clear();
    mounted.clear();
    counting = true;
  },
  /** How many times components of that name were drawn again since `start`. */
  count: (name: string) => drawn.get(name) ?? 0,
  /** Every component drawn again since `start`. */
  total: () => [...drawn.values()].reduce((a, b) => a + b, 0),
  /** How many components of that name were mounted since `start`. */
  mountedCount: (name: string) => mounted.get(name) ?? 0,
  /** Every component mounted since `start`. */
  mountedTotal: () => [...mounted.values()].reduce((a, b) => a + b, 0),
};
