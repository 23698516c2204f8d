/** Fallback while a page's code loads; `full` fills the window (before the shell exists). Plain CSS, so the
 * first screen does not wait for antd's Spin. */
export function PageLoading({ full = false }: { full?: boolean }) {
  return (
    <div className={full ? 'page-loading page-loading-full' : 'page-loading'} role="status" aria-label="加载中">
      <span className="page-loading-dot" />
    </div>
  );
}
