// Decorative only: a needs list drawn with shapes, no invented names, items or numbers. A file rather
// than inline SVG, so its drawing is not part of the first load's JavaScript; lazy, so a phone (where
// it is hidden) never fetches it.
export function ListIllustration() {
  return (
    <img
      src="/list-illustration.svg"
      alt=""
      width={320}
      height={340}
      loading="lazy"
      className="hidden h-auto w-full max-w-sm lg:block"
    />
  );
}
