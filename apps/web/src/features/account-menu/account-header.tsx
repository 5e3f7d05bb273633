import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { type CurrentUser, displayNameOf } from '@/api/accounts';
import { currentLanguage } from '@/i18n';
import { buildLoginUrl } from '@/lib/login-url';
import { AccountMenu } from './account-menu';

/**
 * A logged-in candidate's name and log-out in a page's header. After logging out the login page opens with the way
 * back here; the page's cached data is dropped after leaving, so its queries do not refetch into a 401 on the way.
 */
export function AccountHeader({ me }: { me: CurrentUser | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  if (!me) return null;
  const onLoggedOut = async () => {
    await navigate(buildLoginUrl(`${location.pathname}${location.search}`, currentLanguage()), {
      replace: true,
    });
    queryClient.clear();
  };
  return <AccountMenu displayName={displayNameOf(me)} onLoggedOut={() => void onLoggedOut()} />;
}
