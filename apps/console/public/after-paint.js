// login.html's entry loader (scripts/preload-chunks.mjs): the page's markup is already in the HTML, so its code
// is fetched once that markup has painted, not raced against it (a module script fetched with the HTML runs
// before the first paint and holds it back). The CSP forbids inline scripts: the entry's URL is an attribute.
const entry = document.currentScript.dataset.entry;
const load = () => import(entry);
if (document.visibilityState === 'hidden') load();
else requestAnimationFrame(() => setTimeout(load));
