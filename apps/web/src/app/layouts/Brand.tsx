import { Link } from 'react-router';

/** Logo mark: a road winding into the hills, in the brand's teal and amber. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#0f766e" />
      <path d="M5 29l9-11 6 7 5-5 10 9z" fill="#14b8a6" />
      <circle cx="29" cy="12" r="4.5" fill="#fbbf24" />
      <path d="M18 35c2-5 9-6 8-12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md">
      <BrandMark />
      <span className={`text-xl font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-teal-900'}`}>
        Lanka<span className={inverted ? 'text-amber-300' : 'text-amber-600'}>Ride</span>
      </span>
    </Link>
  );
}
