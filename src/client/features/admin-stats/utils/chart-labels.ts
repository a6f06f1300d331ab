/** Every how many points an axis label is shown so that at most `maxLabels` fit. */
export function pickLabelStep(pointCount: number, maxLabels: number): number {
  return Math.max(1, Math.ceil(pointCount / Math.max(1, maxLabels)));
}

/** Whether the point at `index` carries a label, counting back from the last (most recent) day. */
export function isLabelledPoint(index: number, pointCount: number, step: number): boolean {
  return (pointCount - 1 - index) % step === 0;
}

/** Cuts a label to `maxChars` with an ellipsis; the full text is in the table. */
export function shortenLabel(label: string, maxChars: number): string {
  const characters = [...label];
  if (characters.length <= maxChars) return label;
  return `${characters.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
}
