import type { CSSProperties } from 'react';
import { useLoading } from './loading-store.ts';

const css = `
.wk-loading-bar{position:fixed;top:0;left:0;right:0;height:2px;z-index:2000;pointer-events:none;overflow:hidden;opacity:0;transition:opacity .2s}
.wk-loading-bar[data-on="true"]{opacity:1}
.wk-loading-bar::before{content:"";position:absolute;top:0;bottom:0;width:40%;background:var(--wk-loading-color,#1677ff);
box-shadow:0 0 6px var(--wk-loading-color,#1677ff);animation:wk-loading-slide 1.1s ease-in-out infinite}
@keyframes wk-loading-slide{0%{left:-40%}100%{left:100%}}
`;

/** Thin bar at the top of the window while any request is in flight (hidden 200 ms after the last ends). */
export function LoadingBar({ color }: { color?: string }) {
  const on = useLoading();
  return (
    <>
      <style href="wk-loading-bar" precedence="default">
        {css}
      </style>
      <div
        className="wk-loading-bar"
        data-on={on}
        role="progressbar"
        aria-hidden={!on}
        aria-label="加载中"
        style={color ? ({ '--wk-loading-color': color } as CSSProperties) : undefined}
      />
    </>
  );
}
