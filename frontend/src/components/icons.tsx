// Small inline icons: no icon font, no extra requests. Decorative unless a label is given.
type IconProps = { size?: number; label?: string };

function svgProps({ size = 24, label }: IconProps) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false }),
  };
}

export const ShieldIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><path d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6l7-3z" /><path d="M9 12l2 2 4-4" /></svg>
);
export const SearchIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></svg>
);
export const DocumentIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><path d="M14 3H6v18h12V7l-4-4z" /><path d="M14 3v4h4M9 13h6M9 17h6" /></svg>
);
export const ScaleIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><path d="M12 4v16M5 20h14M6 8h12M6 8l-3 6h6L6 8zM18 8l-3 6h6l-3-6z" /></svg>
);
export const CardIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 10h18M7 15h4" /></svg>
);
export const HelpIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><circle cx="12" cy="12" r="9" /><path d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.5M12 17h.01" /></svg>
);
export const CloseIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><path d="M6 6l12 12M18 6L6 18" /></svg>
);
export const CheckIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><path d="M5 12l5 5 9-10" /></svg>
);
export const AlertIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><circle cx="12" cy="12" r="9" /><path d="M12 7v6M12 17h.01" /></svg>
);
export const ChatIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><path d="M4 5h16v11H9l-5 4V5z" /></svg>
);
export const VideoIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><rect x="3" y="6" width="13" height="12" rx="2" /><path d="M16 10l5-3v10l-5-3" /></svg>
);
export const UploadIcon = (p: IconProps) => (
  <svg {...svgProps(p)}><path d="M12 16V4M7 9l5-5 5 5M4 20h16" /></svg>
);
