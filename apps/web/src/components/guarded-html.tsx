import { useLinkGuard } from '@/lib/link-guard';
import './guarded-html.css';

/**
 * HTML that exam staff wrote, already sanitised by the caller (DOMPurify, nothing after it), with its links guarded:
 * a doubled scheme is fixed up and another site goes through the redirect page, or is refused in the desktop client
 * (SPEC §5, §8).
 */
export function GuardedHtml({ className, sanitizedHtml }: { className: string; sanitizedHtml: string }) {
  const guardLink = useLinkGuard();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside take the keyboard; this only guards them
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click event, which reaches this handler
    <div
      className={`guarded-html ${className}`}
      onClick={guardLink}
      onAuxClick={guardLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the caller sanitised it with DOMPurify, nothing after it
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
