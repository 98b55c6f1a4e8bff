import type { SVGProps } from 'react';

/** The sad bot of the error page (spec §2). */
export function SadBot({ title, ...props }: SVGProps<SVGSVGElement> & { title: string }) {
  return (
    <svg viewBox="0 0 200 200" width="200" height="200" role="img" {...props}>
      <title>{title}</title>
      <line x1="100" y1="22" x2="100" y2="46" stroke="#8A8886" strokeWidth="4" strokeLinecap="round" />
      <circle cx="100" cy="18" r="8" fill="#C50F1F" />
      <rect x="40" y="46" width="120" height="92" rx="22" fill="#E1DFDD" stroke="#8A8886" strokeWidth="4" />
      <rect x="26" y="78" width="14" height="30" rx="6" fill="#8A8886" />
      <rect x="160" y="78" width="14" height="30" rx="6" fill="#8A8886" />
      <circle cx="76" cy="84" r="10" fill="#323130" />
      <circle cx="124" cy="84" r="10" fill="#323130" />
      <path d="M70 70 L86 76 M130 70 L114 76" stroke="#323130" strokeWidth="4" strokeLinecap="round" />
      <path d="M80 122 Q100 106 120 122" fill="none" stroke="#323130" strokeWidth="5" strokeLinecap="round" />
      <path d="M124 96 q4 10 0 14 q-4 -4 0 -14 Z" fill="#0F6CBD" />
      <rect x="62" y="144" width="76" height="40" rx="12" fill="#E1DFDD" stroke="#8A8886" strokeWidth="4" />
      <circle cx="100" cy="164" r="7" fill="#C50F1F" />
    </svg>
  );
}
