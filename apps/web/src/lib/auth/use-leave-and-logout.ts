import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-context';
import { clearSession } from './session';

/**
 * Logout from a guarded area (admin, driver): leave it for the home page first and sign out as it
 * unmounts; signing out while still inside would let its guard send the user to /login instead of
 * home. The stored session goes at once, though: the home page may take a moment to render (a lazy
 * chunk), and a reload or a closed tab in that moment must not find the user still signed in.
 */
export function useLeaveAndLogout(): () => void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signingOut = useRef(false);
  useEffect(
    () => () => {
      if (signingOut.current) logout();
    },
    [logout],
  );
  return () => {
    clearSession();
    signingOut.current = true;
    void navigate('/');
  };
}
