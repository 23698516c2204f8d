import { ConfigProvider, theme } from 'antd';
import { type CSSProperties, lazy, type ReactElement, type ReactNode, Suspense, useContext, useState } from 'react';
import { CONFIRM_WORDS } from './ui-words.ts';

/** The question a step asks before it runs (审核, 删除 …): 提示 / 确定 / 取消 unless given. */
export type LinkConfirm = {
  title?: ReactNode;
  description?: ReactNode;
  okText?: string;
  cancelText?: string;
  onConfirm: () => unknown;
};

type Props = {
  children: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  onClick?: () => void;
  /** Asked in a pop-up at the button before the step runs; onClick is then not called. */
  confirm?: LinkConfirm;
};

const Popconfirm = lazy(() => import('antd/es/popconfirm'));

/** The pop-up wraps the button, which mounts anew (and again once its code is there): the keyboard's focus stays on it. */
const focus = (el: HTMLButtonElement | null) => el?.focus();

/**
 * antd's small link button (详情, 编辑, 删除 …) as a plain <button> wearing the very classes antd gives it, so
 * it looks the same; a list row has several, and twenty rows of antd Buttons (each with its wave, its compact
 * context and its own style hook) and Popconfirms (each a trigger with its observers) were most of a list
 * page's first paint. The confirmation pop-up is created when the button is clicked, one at a time, and its code
 * (Popconfirm with Popover) loads then: no list draws one at its first paint.
 */
export function LinkAction({ children, danger, disabled, style, onClick, confirm }: Props) {
  const className = useLinkClass(danger);
  const asked = useAskFirst();
  return asked.wrap(
    <button ref={asked.ref} type="button" className={className} style={style} disabled={disabled} onClick={confirm ? asked.ask : onClick}>
      <span>{children}</span>
    </button>,
    confirm,
  );
}

/**
 * A button that asks first without a pop-up until it is clicked: `ask` is its onClick, `ref` keeps the keyboard's
 * focus on it, and `wrap(button, confirm)` returns the button alone until asked, then inside the open Popconfirm
 * (whose code loads then). A Popconfirm mounted closed still writes antd's popover CSS and its trigger's observers
 * on the page's first paint (the order list's 批量合并审核, issue 31).
 */
export function useAskFirst() {
  const [asking, setAsking] = useState(false);
  const wrap = (button: ReactElement, confirm?: LinkConfirm): ReactElement => {
    if (!confirm || !asking) return button;
    return (
      <Suspense fallback={button}>
        <Popconfirm
          {...CONFIRM_WORDS}
          {...confirm}
          open
          onOpenChange={(open) => {
            if (!open) setAsking(false);
          }}
          onConfirm={async () => {
            try {
              await confirm.onConfirm();
            } finally {
              setAsking(false);
            }
          }}
        >
          {button}
        </Popconfirm>
      </Suspense>
    );
  };
  return { ask: () => setAsking(true), ref: asking ? focus : undefined, wrap };
}

/** The classes antd's Button gives `type="link" size="small"` under the app's prefix and theme. */
function useLinkClass(danger?: boolean) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { hashId } = theme.useToken();
  // antd's root class of its CSS variables: its own default unless a theme names one.
  const cssVar = useContext(theme._internalContext).cssVar?.key ?? 'css-var-root';
  const btn = getPrefixCls('btn');
  const color = danger ? `${btn}-dangerous ${btn}-color-dangerous` : `${btn}-color-link`;
  return [btn, hashId, cssVar, `${btn}-link`, color, `${btn}-variant-link`, `${btn}-sm`].filter(Boolean).join(' ');
}
