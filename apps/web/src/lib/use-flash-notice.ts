import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A one-time message carried to this page in the navigation state (for example "Vehicle created
 * successfully!" after a save), removed from the history entry so a reload does not repeat it.
 */
export function useFlashNotice(): [string | null, (text: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as { notice?: unknown } | null)?.notice;
  const [notice, setNotice] = useState<string | null>(typeof incoming === 'string' ? incoming : null);
  useEffect(() => {
    if (typeof incoming === 'string') {
      setNotice(incoming);
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [incoming, navigate, location.pathname, location.search]);
  return [notice, setNotice];
}
