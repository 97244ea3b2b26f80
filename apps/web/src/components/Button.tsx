import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800 disabled:bg-teal-700/60',
  accent: 'bg-amber-400 text-slate-900 shadow-sm hover:bg-amber-300 disabled:bg-amber-300/70',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:border-teal-600 hover:text-teal-800',
  ghost: 'text-teal-800 hover:bg-teal-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

const SIZES: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  // Icons keep their size beside long labels (a translation can fill the button): the label wraps instead.
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed [&>svg]:shrink-0 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

/** A quiet red text button for destructive actions (Delete, Cancel) beside a row's main action. */
export const dangerGhostClass =
  'inline-flex items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:cursor-not-allowed disabled:opacity-60';

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  ...rest
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
