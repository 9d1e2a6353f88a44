import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { homeOf } from '@/config/paths';
import { POST_LOGIN_REDIRECT_FLAG, type Me } from '@/lib/auth';
import { safeNextPath } from '@/lib/safe-next';

/** spec 01 §9: the post-sign-in redirect happens about 100 ms after the session starts. */
export const POST_SIGN_IN_REDIRECT_MS = 100;

/**
 * After login or signup: mark the tab session as redirected and, ~100 ms later, go to the safe
 * `?next=` page or to the user's area (freelancer → /freelancer/jobs, contractor → /contractor/jobs).
 * The session itself is already in the query cache (set by the mutation).
 */
export function useRedirectAfterSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (user: Me) => {
      try {
        sessionStorage.setItem(POST_LOGIN_REDIRECT_FLAG, '1');
      } catch {
        // Storage can be unavailable (private mode, quota): the redirect still happens.
      }
      const target = safeNextPath(searchParams.get('next')) ?? homeOf(user.role);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(target, { replace: true }), POST_SIGN_IN_REDIRECT_MS);
    },
    [navigate, searchParams],
  );
}
