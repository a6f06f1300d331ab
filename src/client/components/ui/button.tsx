import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outline-inverse' | 'danger';
export type TButtonSize = 'sm' | 'md' | 'lg';

const VARIANT_CLASSES: Record<TButtonVariant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 active:bg-teal-900 focus-visible:outline-teal-700',
  secondary:
    'border border-slate-400 bg-white text-slate-900 hover:bg-slate-50 active:bg-slate-100 focus-visible:outline-teal-700',
  ghost: 'text-slate-800 hover:bg-slate-100 active:bg-slate-200 focus-visible:outline-teal-700',
  inverse: 'bg-white text-teal-900 hover:bg-teal-50 active:bg-teal-100 focus-visible:outline-white',
  'outline-inverse': 'border border-white/80 text-white hover:bg-white/10 focus-visible:outline-white',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900 focus-visible:outline-red-700',
};

const SIZE_CLASSES: Record<TButtonSize, string> = {
  // Small on screens with a mouse; on touch screens every button is a 44 px target.
  sm: 'min-h-9 pointer-coarse:min-h-11 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

// One place for button looks, shared by <button>, in-app links and full-page links. `className` is for
// layout only (margins, width): without tailwind-merge, a second colour or display class would fight
// the variant's (so add a variant instead).
export function getButtonClassName(
  variant: TButtonVariant = 'primary',
  size: TButtonSize = 'md',
  className?: string,
): string {
  return clsx(
    // Labels are ours and short: they keep whole words (the page breaks long words elsewhere).
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors wrap-normal',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    className,
  );
}

type TButtonProps = ComponentProps<'button'> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
};

export function Button({ variant, size, className, type = 'button', ...props }: TButtonProps) {
  return <button type={type} className={getButtonClassName(variant, size, className)} {...props} />;
}

type TButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: TButtonVariant;
  size?: TButtonSize;
  className?: string;
  onClick?: () => void;
};

export function ButtonLink({ href, children, variant, size, className, onClick }: TButtonLinkProps) {
  return (
    <Link href={href} className={getButtonClassName(variant, size, className)} onClick={onClick}>
      {children}
    </Link>
  );
}
