import type { SVGProps } from 'react';

/** The product mark: a speech bubble with a headset arc (drawn inline, no extra request). */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
      <rect x="2" y="4" width="28" height="20" rx="6" fill="#0F6CBD" />
      <path d="M9 24 L9 30 L16 24 Z" fill="#0F6CBD" />
      <path d="M9 15 a7 7 0 0 1 14 0" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <rect x="7.5" y="14" width="3.5" height="5.5" rx="1.5" fill="#fff" />
      <rect x="21" y="14" width="3.5" height="5.5" rx="1.5" fill="#fff" />
    </svg>
  );
}
