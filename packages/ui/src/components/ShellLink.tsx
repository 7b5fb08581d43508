import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useRemoteProps } from '../remote/RemoteContext';

export interface ShellLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A path of the site, possibly in another area (e.g. /aula/materiales/5 from /prof). */
  href: string;
}

/**
 * A link to any page of the site: a plain click navigates through the shell (single-spa mounts the
 * other area without a page load); a modified click (new tab, …) keeps the browser's behaviour.
 */
export function ShellLink({ href, onClick, target, children, ...rest }: ShellLinkProps) {
  const { navigate } = useRemoteProps();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (target && target !== '_self')) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handle}>
      {children}
    </a>
  );
}
