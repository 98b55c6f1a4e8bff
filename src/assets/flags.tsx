import { useId } from 'react';
import type { Locale } from '../../contracts/constants';

const SIZE = { width: 20, height: 14 };

/** Mongolia: red, blue, red with a (simplified) golden Soyombo. */
function FlagMn() {
  return (
    <svg viewBox="0 0 30 15" {...SIZE} aria-hidden="true" focusable="false">
      <rect width="30" height="15" fill="#DA2032" />
      <rect x="10" width="10" height="15" fill="#015197" />
      <g fill="#FFD900">
        <circle cx="5" cy="4" r="1.2" />
        <circle cx="5" cy="6.4" r="1.5" />
        <rect x="3.4" y="8.4" width="3.2" height="0.7" />
        <rect x="3.4" y="9.6" width="3.2" height="2.6" />
        <rect x="2.2" y="6" width="0.7" height="6.2" />
        <rect x="7.1" y="6" width="0.7" height="6.2" />
      </g>
    </svg>
  );
}

/** United Kingdom (Union Jack). */
function FlagGb() {
  const id = useId();
  return (
    <svg viewBox="0 0 60 30" {...SIZE} aria-hidden="true" focusable="false">
      <clipPath id={`${id}s`}>
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id={`${id}t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath={`url(#${id}s)`}>
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}t)`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

/** Drawn flags, because emoji flags show as letters on Windows. */
export function Flag({ code }: { code: Locale }) {
  return code === 'mn' ? <FlagMn /> : <FlagGb />;
}
