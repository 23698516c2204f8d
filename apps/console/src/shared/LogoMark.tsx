/** Product mark, drawn inline so the login page and the shell need no image request. */
export function LogoMark({ className, size = 28 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#2f6bff" />
      <path d="M8 21.5 13.5 15l4 3.5L24 10.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="24" cy="10.5" r="2" fill="#9cc0ff" />
    </svg>
  );
}
