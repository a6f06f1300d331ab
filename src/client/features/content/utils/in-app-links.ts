type TClickLike = {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
};

/**
 * A path on this site ("/faq", "/blog/x?y#z"). "//host" and "/\host" are other sites to a browser, so
 * they are left to it.
 */
export function isInAppHref(href: string | null): href is string {
  if (!href?.startsWith('/')) return false;
  return !href.startsWith('//') && !href.startsWith('/\\');
}

/** A click that means "follow here": modified clicks open tabs and windows, and those stay the browser's. */
export function isPlainLeftClick(event: TClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey
  );
}
