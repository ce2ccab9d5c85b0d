import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

interface StyleProps {
  variant?: ButtonVariant;
  size?: 'md' | 'small';
  block?: boolean;
}

export function buttonClass(
  { variant = 'primary', size = 'md', block = false }: StyleProps,
  extra?: string,
): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  children: ReactNode;
}

/** A native button (submit by default inside forms, so forms work without JavaScript). */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

export interface ButtonLinkProps extends LinkProps, StyleProps {}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}
