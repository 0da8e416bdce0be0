// Icons of the enquiry screens, drawn like the site's others (components/icons.tsx): decorative, hidden
// from assistive technology.
import type { SVGProps } from 'react';
import { Icon } from '#app/components/icons';

type P = SVGProps<SVGSVGElement>;

export const ChatIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 20l1.4-4A8 8 0 1 1 8.5 19z" />
    <path d="M9 10.5c.5 2 2 3.5 4.5 4.3l1.3-1.1 1.7.8" />
  </Icon>
);
export const SproutIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 21v-9" />
    <path d="M12 12c0-4 3-7 8-7 0 4-3 7-8 7z" />
    <path d="M12 14c0-3-2.5-5.5-7-5.5 0 3 2.5 5.5 7 5.5z" />
  </Icon>
);
export const ChipIcon = (p: P) => (
  <Icon {...p}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
    <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
  </Icon>
);
export const DropIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />
  </Icon>
);
export const TeamIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </Icon>
);
export const FormIcon = (p: P) => (
  <Icon {...p}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Icon>
);
export const RulerIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 17 17 3l4 4L7 21z" />
    <path d="m7 13 2 2M10 10l2 2M13 7l2 2" />
  </Icon>
);
