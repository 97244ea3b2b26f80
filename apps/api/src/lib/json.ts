/**
 * JSON made once for values answered many times over (the availability index's vehicles): the
 * serializer joins their stored text instead of walking them again. The answer is byte for byte
 * what JSON.stringify gives; anything not remembered goes through JSON.stringify.
 */
const remembered = new WeakMap<object, string>();

/** Stores the value's JSON; the value must not change afterwards (freeze it). */
export function rememberJson<T extends object>(value: T): T {
  remembered.set(value, JSON.stringify(value));
  return value;
}

/** Whether the value's JSON was made once (it is frozen and answered as is). */
export function isRemembered(value: object): boolean {
  return remembered.has(value);
}

function arrayJson(items: readonly unknown[]): string | undefined {
  const parts = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const json = typeof item === 'object' && item !== null ? remembered.get(item) : undefined;
    if (json === undefined) return undefined;
    parts[i] = json;
  }
  return `[${parts.join(',')}]`;
}

/** JSON.stringify, faster for a list or a page (`{ items, nextCursor }`) of remembered values. */
export function serializeJson(data: unknown): string {
  if (Array.isArray(data)) return arrayJson(data) ?? JSON.stringify(data);
  if (typeof data === 'object' && data !== null && !remembered.has(data)) {
    const page = data as { items?: unknown; nextCursor?: unknown };
    const keys = Object.keys(page);
    const cursor = page.nextCursor;
    if (keys.length === 2 && keys[0] === 'items' && keys[1] === 'nextCursor' && Array.isArray(page.items) && (typeof cursor === 'string' || cursor === null)) {
      const items = arrayJson(page.items);
      if (items !== undefined) return `{"items":${items},"nextCursor":${JSON.stringify(cursor)}}`;
    }
  }
  if (typeof data === 'object' && data !== null) {
    const json = remembered.get(data);
    if (json !== undefined) return json;
  }
  return JSON.stringify(data);
}
