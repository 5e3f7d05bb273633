import { classifyLink } from '@iexam/domain/links';
import { App } from 'antd';
import type { MouseEvent } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isDesktopClient } from './browser';
import { paths } from './routes';

/** SPEC §8 enterExamPage.notSupportLink: shown for 2 seconds. */
export const NOT_SUPPORT_LINK_SECONDS = 2;

/** What a click on a link in staff-written content does. */
export type LinkAction =
  /** The browser follows it as written (this site, mailto:, tel:). */
  | { kind: 'follow' }
  /** This site, but written with a doubled scheme: go to the fixed address. */
  | { kind: 'navigate'; address: string }
  /** Another site inside the desktop client: refused with the notSupportLink warning. */
  | { kind: 'refuse' }
  /** Another site in a browser: the redirect page in a new tab, which says where it leads. */
  | { kind: 'redirect'; path: string };

/** SPEC §5: the action for a link whose href attribute is `href`, on a page at `origin`. */
export function linkActionFor(
  href: string,
  context: { origin: string; isDesktopClient: boolean },
): LinkAction {
  const target = classifyLink(href, context.origin);
  switch (target.kind) {
    case 'external':
      return context.isDesktopClient
        ? { kind: 'refuse' }
        : { kind: 'redirect', path: paths.redirect(target.address) };
    case 'internal':
    case 'other':
      return target.address === href ? { kind: 'follow' } : { kind: 'navigate', address: target.address };
    default: {
      const unknown: never = target;
      return unknown;
    }
  }
}

/**
 * SPEC §5, §8: a click (or middle click) handler for a container of staff-written HTML. Links are fixed up when
 * their scheme is doubled; another site opens through the redirect page, or inside the desktop client is refused with
 * the notSupportLink warning. The sanitised HTML is not changed: the decision is taken at the click.
 */
export function useLinkGuard(): (event: MouseEvent) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    (event: MouseEvent) => {
      // auxclick is also the right button (the context menu): only the middle one opens a link.
      if (event.type === 'auxclick' && event.button !== 1) return;
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (!link || !event.currentTarget.contains(link)) return;
      const action = linkActionFor(link.getAttribute('href') ?? '', {
        origin: window.location.origin,
        isDesktopClient: isDesktopClient(window.navigator.userAgent),
      });
      switch (action.kind) {
        case 'follow':
          return;
        case 'navigate':
          event.preventDefault();
          window.location.assign(action.address);
          return;
        case 'refuse':
          event.preventDefault();
          void message.warning(t('enterExamPage.notSupportLink'), NOT_SUPPORT_LINK_SECONDS);
          return;
        case 'redirect':
          event.preventDefault();
          window.open(action.path, '_blank', 'noopener,noreferrer');
          return;
        default: {
          const unknown: never = action;
          return unknown;
        }
      }
    },
    [message, t],
  );
}
