/**
 * Placeholder of the embedded sub-application: the lifecycle contract of ARCHITECTURE §8, with no pages yet.
 * A later issue builds the real app behind the same three functions.
 */
export type SubappProps = {
  token: string;
  permissions: string[];
  apiBase: string;
  basename: string;
  onSessionExpired: () => void;
  navigate: (path: string) => void;
};

export function mount(container: HTMLElement, props: SubappProps) {
  const box = document.createElement('div');
  box.className = 'business-subapp-placeholder';
  box.style.padding = '24px';
  const render = (p: SubappProps) => {
    box.textContent = `业务子应用（${location.pathname.replace(p.basename, '') || '/'}）建设中`;
  };
  render(props);
  container.appendChild(box);
  return {
    update: (next: SubappProps) => render(next),
    unmount: () => box.remove(),
  };
}
