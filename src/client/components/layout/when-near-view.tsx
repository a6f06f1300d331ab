import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the spot they go in comes within `margin` of the screen, so the code of
 * a section far down a page is not part of the page's first load. Without IntersectionObserver the
 * children are rendered at once.
 */
export function WhenNearView({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const markerRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const marker = markerRef.current;
    if (isNear || !marker) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return isNear ? children : <div ref={markerRef} />;
}
