import { useEffect, useState } from 'react';

/**
 * Open while `value` is set and the user has not closed it; a new value (the next failed submission)
 * opens it again.
 */
export function useDismissable<T>(value: T | undefined | null): [boolean, () => void] {
  const [dismissed, setDismissed] = useState<T | undefined | null>(undefined);
  useEffect(() => {
    setDismissed(undefined);
  }, [value]);
  return [Boolean(value) && dismissed !== value, () => setDismissed(value)];
}
