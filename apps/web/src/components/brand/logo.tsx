import { cn } from '@/lib/cn';

export type LogoVariant = 'dark' | 'light' | 'mini';

type LogoProps = {
  /** `dark` for light backgrounds (default), `light` for dark backgrounds, `mini` the mark alone. */
  variant?: LogoVariant;
  className?: string;
  /** Accessible name; the brand name unless the logo sits in a link that says more. */
  label?: string;
  /** Hide it from assistive technology when a visible text beside it already says the brand. */
  decorative?: boolean;
  /** `mini` on a dark background: the amber tile of the `light` variant. */
  onDark?: boolean;
};

const BRAND = 'Vamos Trabalhar';

/** Colours per variant: the tile, the check-arrow, the first and second word. */
const PALETTE = {
  dark: { tile: '#3730a3', mark: '#fbbf24', first: '#0f172a', second: '#4338ca' },
  light: { tile: '#fbbf24', mark: '#312e81', first: '#ffffff', second: '#fcd34d' },
  mini: { tile: '#3730a3', mark: '#fbbf24', first: '', second: '' },
} as const;

/**
 * The mark: a rounded tile with a bold "V" drawn as a check whose long arm ends in an arrow head —
 * "approved, let's go". Coordinates on a 40×40 grid, shared with public/favicon.svg.
 */
function Mark({ tile, mark }: { tile: string; mark: string }) {
  return (
    <>
      <rect width="40" height="40" rx="10" fill={tile} />
      <path
        d="M9.5 19.5 17 29.5 26.2 15.2"
        fill="none"
        stroke={mark}
        strokeWidth="5.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M22.4 12.6 32.2 6.8 31.4 18.1Z" fill={mark} stroke={mark} strokeWidth="1.6" strokeLinejoin="round" />
    </>
  );
}

/** The brand logo as one SVG (mark + wordmark); the wordmark keeps its width whatever font is available. */
export function Logo({ variant = 'dark', className, label = BRAND, decorative = false, onDark = false }: LogoProps) {
  const colors = variant === 'mini' && onDark ? PALETTE.light : PALETTE[variant];
  const a11y = decorative ? ({ 'aria-hidden': true } as const) : ({ role: 'img', 'aria-label': label } as const);

  if (variant === 'mini') {
    return (
      <svg viewBox="0 0 40 40" className={cn('h-10 w-10 shrink-0', className)} {...a11y}>
        {decorative ? null : <title>{label}</title>}
        <Mark tile={colors.tile} mark={colors.mark} />
      </svg>
    );
  }

  return (
    <svg viewBox="0 0 214 40" className={cn('h-9 w-auto shrink-0', className)} {...a11y}>
      {decorative ? null : <title>{label}</title>}
      <Mark tile={colors.tile} mark={colors.mark} />
      <text
        x="49"
        y="27.5"
        textLength="163"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif"
        fontSize="20"
        fontWeight="800"
        letterSpacing="-0.4"
        fill={colors.first}
      >
        Vamos <tspan fill={colors.second}>Trabalhar</tspan>
      </text>
    </svg>
  );
}
