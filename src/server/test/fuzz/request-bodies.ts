/** How a generated request carries its body: as the route expects it, or in some broken way. */
export type TBodyKind =
  | 'json'
  | 'broken-json'
  | 'bad-json'
  | 'text-plain'
  | 'form'
  | 'none'
  | 'empty-json'
  | 'huge'
  | 'multipart'
  | 'multipart-no-boundary';

// Larger than every route's body limit (the blog's is the largest).
const HUGE_TEXT = 'x'.repeat(2 * 1024 * 1024);

export function toQueryValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

export function encodeBody(kind: TBodyKind, body: unknown): { payload?: string; contentType?: string } {
  switch (kind) {
    case 'json':
    case 'broken-json':
      return { payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' };
    case 'bad-json':
      return { payload: `${JSON.stringify(body) ?? ''}{`, contentType: 'application/json' };
    case 'text-plain':
      return { payload: JSON.stringify(body) ?? '', contentType: 'text/plain' };
    case 'form':
      return {
        payload: new URLSearchParams(
          Object.entries((body as Record<string, unknown>) ?? {}).map(([key, value]): [string, string] => [
            key,
            toQueryValue(value),
          ]),
        ).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart': {
      // A file part that claims to be an image and is not, then the body as a text field.
      const text = JSON.stringify(body) ?? '';
      return {
        payload: `--b0\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${text}\r\n--b0\r\nContent-Disposition: form-data; name="field"\r\n\r\n${text}\r\n--b0--\r\n`,
        contentType: 'multipart/form-data; boundary=b0',
      };
    }
    case 'multipart-no-boundary':
      return { payload: JSON.stringify(body) ?? '', contentType: 'multipart/form-data' };
    case 'empty-json':
      return { payload: '', contentType: 'application/json' };
    case 'huge':
      return { payload: JSON.stringify({ text: HUGE_TEXT }), contentType: 'application/json' };
    default:
      return {};
  }
}
