import { ConfigProvider, Popconfirm, theme } from 'antd';
import { type CSSProperties, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
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

/**
 * antd's small link button (详情, 编辑, 删除 …) as a plain <button> wearing the very classes antd gives it, so
 * it looks the same; a list row has several, and twenty rows of antd Buttons (each with its wave, its compact
 * context and its own style hook) and Popconfirms (each a trigger with its observers) were most of a list
 * page's first paint. The confirmation pop-up is created when the button is clicked, one at a time.
 */
export function LinkAction({ children, danger, disabled, style, onClick, confirm }: Props) {
  const className = useLinkClass(danger);
  const [asking, setAsking] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  // The pop-up wraps the button, which mounts anew: the keyboard's focus stays on it.
  useEffect(() => {
    if (asking) ref.current?.focus();
  }, [asking]);
  const button = (
    <button
      ref={ref}
      type="button"
      className={className}
      style={style}
      disabled={disabled}
      onClick={confirm ? () => setAsking(true) : onClick}
    >
      <span>{children}</span>
    </button>
  );
  if (!confirm || !asking) return button;
  return (
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
  );
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
