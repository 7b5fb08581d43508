import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Button.module.css';
import spinnerStyles from './Spinner.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: the button is disabled, shows a spinner and is marked aria-busy. */
  loading?: boolean;
  /** Text shown while loading (defaults to the normal content). */
  loadingText?: ReactNode;
  /** Full width. */
  block?: boolean;
}

/** Class names of a button look, for links that must look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', block = false): string {
  return [styles.button, styles[variant], size === 'sm' ? styles.sm : '', block ? styles.block : ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  block = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[buttonClass(variant, size, block), className].filter(Boolean).join(' ')}
    >
      {loading && <span aria-hidden="true" className={spinnerStyles.spinner} />}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
