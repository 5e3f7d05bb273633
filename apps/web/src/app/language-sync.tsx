import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyLanguage, detectLanguage, readQueryLanguage, switchLanguage } from '@/i18n';

/**
 * SPEC §1: the language follows the address on every navigation. A language named in the address is also
 * remembered, so a link opened with `sxz-lang=en_US` stays English on the pages it leads to.
 */
export function LanguageSync() {
  const { search } = useLocation();
  useEffect(() => {
    const fromQuery = readQueryLanguage(search);
    void (fromQuery ? switchLanguage(fromQuery) : applyLanguage(detectLanguage(search)));
  }, [search]);
  return null;
}
