import { type Attributes, Svg } from 'chartist';

type TAttr = (this: Svg, attributes: string | Attributes, ns?: string) => string | null | Svg;

let isRouted = false;

/**
 * Chartist writes two style attributes (width and height on its <svg>, overflow on each label's
 * <foreignObject>). The page's CSP has no 'unsafe-inline' for styles, so the browser refuses each one
 * with a console error, on every draw and every window resize. The same declarations set through the
 * CSSOM are allowed by CSP, so they go that way instead and the policy stays as strict as it is.
 */
export function routeChartistStylesThroughCssom(): void {
  if (isRouted) return;
  isRouted = true;
  const chartistAttr = Svg.prototype.attr as TAttr;
  const attrWithoutStyleAttribute: TAttr = function (this: Svg, attributes, ns) {
    if (typeof attributes === 'string') return chartistAttr.call(this, attributes, ns);
    const { style, ...others } = attributes;
    const node = this.getNode();
    if (typeof style === 'string' && (node instanceof SVGElement || node instanceof HTMLElement)) {
      node.style.cssText = style;
    }
    return chartistAttr.call(this, others);
  };
  Svg.prototype.attr = attrWithoutStyleAttribute as typeof Svg.prototype.attr;
}
