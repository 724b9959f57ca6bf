/** The few inline icons the kit uses (no icon package). */
import type { SVGProps } from 'react';

const base = { width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const EditIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);
export const DeleteIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </svg>
);
export const DownloadIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}>
    <path d="M12 3v12m0 0-4-4m4 4 4-4M4 21h16" />
  </svg>
);
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const SortIcon = ({ dir, ...p }: SVGProps<SVGSVGElement> & { dir: 'ASC' | 'DESC' | null }) => (
  <svg {...base} width={12} height={12} {...p}>
    <path d="m7 9 5-5 5 5" opacity={dir === 'DESC' ? 0.25 : 1} />
    <path d="m7 15 5 5 5-5" opacity={dir === 'ASC' ? 0.25 : 1} />
  </svg>
);
