import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when a query's data is replaced by newer data (not on the first load): a panel's
 * gifts changed, so the list's own progress is stale too.
 */
export function useOnDataChange<TData>(data: TData | undefined, onChange: () => void): void {
  const previousDataRef = useRef(data);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (previousDataRef.current && data && previousDataRef.current !== data) onChangeRef.current();
    previousDataRef.current = data;
  }, [data]);
}
