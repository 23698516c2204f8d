import { getMenus, getSessionUser, getToken } from '@console/web-kit';
import { Button, Card, Col, Row, Typography } from 'antd';
import { zhDayjs } from '@console/web-kit/dayjs-zh';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../shared/menu-icons.tsx';
import { buildNav, firstPages } from '../../shared/menu-model.ts';
import { Workbench } from './Workbench.tsx';
import './home.css';

const SHORTCUTS = 8;

const greeting = (hour: number) => (hour < 6 ? '夜深了' : hour < 12 ? '上午好' : hour < 14 ? '中午好' : hour < 18 ? '下午好' : '晚上好');

/**
 * Welcome page (/homepage): greeting, today's date and shortcuts to the user's first menu pages; reachable without
 * a session (the welcome alone), a signed-in user also sees their workbench.
 */
export function HomePage() {
  const navigate = useNavigate();
  const signedIn = Boolean(getToken());
  const user = getSessionUser();
  const shortcuts = useMemo(() => firstPages(buildNav(getMenus()), SHORTCUTS), []);
  const now = zhDayjs();

  return (
    <div className="home">
      <section className="home-hero">
        <div>
          <h2 className="home-hero-title">{signedIn ? `${greeting(now.hour())}，${user.name || user.loginId}` : '欢迎使用业务管理平台'}</h2>
          <p className="home-hero-sub">
            {now.format('YYYY年M月D日 dddd')}
            {signedIn && user.roleName ? ` · ${user.roleName}` : ''}
          </p>
        </div>
        {signedIn ? null : (
          <Button type="primary" size="large" onClick={() => navigate('/login')}>
            登录
          </Button>
        )}
      </section>

      {signedIn && <Workbench />}

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title="快捷入口" variant="borderless" className="home-card">
            {shortcuts.length ? (
              <div className="home-shortcuts">
                {shortcuts.map((page) => (
                  <button key={page.key} type="button" className="home-shortcut" onClick={() => navigate(page.key)}>
                    <span className="home-shortcut-icon">
                      <MenuIcon name={page.icon} />
                    </span>
                    <span>{page.label}</span>
                  </button>
                ))}
              </div>
            ) : (
              <Typography.Text type="secondary">登录后显示您有权限访问的功能。</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="使用提示" variant="borderless" className="home-card">
            <ul className="home-tips">
              <li>从左侧菜单打开的页面会以标签形式显示在上方，可随时切换。</li>
              <li>在标签上单击右键，可刷新页面或关闭左侧、右侧、其他标签。</li>
              <li>最近使用的 10 个页面会保留填写内容和查询条件。</li>
              <li>刷新浏览器后，已打开的标签会自动恢复。</li>
            </ul>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
